import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { chainActive, chainMayShow } from '@/features/popups/model/chain-engine';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';

// Loaded only once a chain can show something on its path, so other pages, and visitors whose
// session no step's condition holds for (most /form visits), never download the popups.
const PopupChainSlot = lazy(() => import('./popup-chain-slot'));

/**
 * Runs the popup chain whose configured `path` is the current page (spec/config/popup-chain.json),
 * so staff move or add a chain in config without code: the checker makes each path a route and
 * gives each path at most one chain. Leaving the path unmounts the chain; entering it again starts
 * a fresh round.
 */
export function PopupChains() {
  const chainsCfg = useConfig(popupChainConfig);

  const { pathname } = useLocation();
  const chain = chainsCfg.chains.find((c) => c.path === pathname);
  // Product staff are not brokers: the brokers' popup chains are not theirs.
  const runs = useSession((s) => !!chain && !s.isStaff && chainActive(chain, pathname, s));
  const mayShow = useSession((s) => !!chain && chainMayShow(chain, s));
  // Once a chain has been started it keeps its host for the rest of the visit: a popup on screen
  // stays until closed even if the session changes meanwhile, and the host decides the rest.
  const [started, setStarted] = useState<ReadonlySet<string>>(new Set());
  if (chain && runs && mayShow && !started.has(chain.id))
    setStarted(new Set(started).add(chain.id));
  if (!chain || !runs) return null;
  // Nothing can show: the same "finished" marker the host leaves, without loading the host.
  if (!started.has(chain.id))
    return <span hidden data-popup-chain="finished" data-chain-id={chain.id} />;
  return (
    <Suspense fallback={null}>
      <PopupChainSlot key={chain.id} chain={chain} />
    </Suspense>
  );
}
