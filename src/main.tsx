import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css';
import { createQueryClient } from '@/api/query-client';
import { App } from '@/app/app';
import { installLeaveGate } from '@/lib/leave-gate';
import { adoptServerState } from '@/ssr/adopt-server-state';
import { stopHoldingPresses } from '@/ssr/held-press';
import { readServerState } from '@/ssr/read-server-state';

// Before the router listens: a page that guards its input sees Back/Forward first.
installLeaveGate();

const root = document.getElementById('root') as HTMLElement;
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// A server-rendered page (docs/ssr.md) is hydrated with the config, session and answers it was
// rendered with, so the first render equals the server's; every other page renders here.
const state = root.firstElementChild ? readServerState() : null;
if (state) {
  adoptServerState(state, queryClient);
  // As a transition the hydration yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (78-200 ms on /gongsil/list and
  // /product/purchase): the page already shows, and a click meanwhile is answered sooner.
  startTransition(() => {
    hydrateRoot(root, app);
  });
  // React listens from here on: a press meanwhile is its own; one made before is done again once
  // the app has rendered (src/ssr/held-press.ts).
  stopHoldingPresses();
} else createRoot(root).render(app);
