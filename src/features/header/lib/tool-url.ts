import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';

/** Work-tool site base: build-time env override, else ui.json. */
export const toolBase = (): string =>
  (import.meta.env.VITE_TOOL_BASE_URL || readConfig(uiConfig).toolBaseUrl).replace(/\/+$/, '');

export const toolHref = (path: string): string => `${toolBase()}${path}`;

export const toolUrlWithToken = (path: string, token: string): string =>
  `${toolHref(path)}?att=${encodeURIComponent(token)}`;
