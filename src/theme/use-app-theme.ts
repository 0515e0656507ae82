import { useMemo } from 'react';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { createAppTheme } from './theme';

/**
 * The MUI theme of the active config version. It is built again whenever the ui config changes,
 * so a publish reaches the theme's constants and renders every styled component again: style
 * functions that read ui config when they run (header bar, menus, footer) rely on this.
 */
export function useAppTheme() {
  const ui = useConfig(uiConfig);
  return useMemo(() => createAppTheme(ui), [ui]);
}
