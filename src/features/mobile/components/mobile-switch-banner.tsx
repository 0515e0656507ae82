import { lazy, Suspense } from 'react';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { useNarrowScreen } from '../hooks/use-narrow-screen';

// The offer itself loads only on a narrow screen: desktop visits, nearly all of them, carry
// only this check (bench:bundle's first-load budgets).
const MobileSwitchOffer = lazy(() => import('./mobile-switch-offer'));

/**
 * On a screen narrower than ui.json `layout.mobileBelow`, the desktop pages offer the same page
 * of the mobile variant (docs/mobile.md: a link, not an automatic switch).
 */
export function MobileSwitchBanner() {
  const below = useConfig(uiConfig).layout.mobileBelow;
  const narrow = useNarrowScreen(below);
  if (!narrow) return null;
  return (
    <Suspense fallback={null}>
      <MobileSwitchOffer />
    </Suspense>
  );
}
