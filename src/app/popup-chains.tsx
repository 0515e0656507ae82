import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { useSession } from '@/session';

// Loaded only on a path some chain runs on, so other pages never download the popups.
const PopupChainSlot = lazy(() => import('./popup-chain-slot'));

/**
 * Runs the popup chain whose configured `path` is the current page (spec/config/popup-chain.json),
 * so staff move or add a chain in config without code: the checker makes each path a route and
 * gives each path at most one chain. Leaving the path unmounts the chain; entering it again starts
 * a fresh round.
 */
export function PopupChains() {
  const { pathname } = useLocation();
  const isAuth = useSession((s) => s.isAuth);
  // Product staff are not brokers: the brokers' popup chains are not theirs.
  const isStaff = useSession((s) => s.isStaff);
  const chain = popupChainConfig.chains.find((c) => c.path === pathname);
  if (!isAuth || isStaff || !chain) return null;
  return (
    <Suspense fallback={null}>
      <PopupChainSlot key={chain.id} chain={chain} />
    </Suspense>
  );
}
