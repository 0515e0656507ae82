// Back/Forward for a page that guards unsent input (src/lib/leave-guard.ts): its own small module
// because main.tsx installs it before the router, on every page's first load.

/** React Router keeps the history entry's index in its state: how far Back/Forward went. */
export const entryIndex = (state: unknown): number | null => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : null;
};

/** The question of the guard in effect (one page guards at a time), and where it stands. */
export const gate: { message: string | null; here: number | null; returning: boolean } = {
  message: null,
  here: null,
  returning: false,
};

function onPopState(e: PopStateEvent) {
  if (gate.returning) {
    // The way back from a declined Back/Forward: the router never saw the way out either.
    gate.returning = false;
    e.stopImmediatePropagation();
    return;
  }
  const to = entryIndex(e.state);
  const { message, here } = gate;
  // Without the index the way back is unknown: let the router follow (the page's own
  // safeguards, such as a draft, still hold).
  if (!message || to === null || here === null || to === here || window.confirm(message)) {
    gate.here = to;
    return;
  }
  e.stopImmediatePropagation();
  gate.returning = true;
  window.history.go(here - to);
}

let installed = false;

/**
 * Listens for Back/Forward ahead of the router. It must be registered before React Router's own
 * popstate listener: the router re-renders at once, and a page it unmounts takes its listeners
 * with it before they run (seen in Chromium with a listener added by the page). main.tsx calls
 * this before the app renders; useLeaveGuard calls it too, for trees rendered without main.tsx.
 */
export function installLeaveGate(): void {
  if (installed) return;
  installed = true;
  window.addEventListener('popstate', onPopState, true);
}
