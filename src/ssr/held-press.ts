import { useEffect } from 'react';
import { heldInput } from './held-input';

/** A held press the app could not do within this long (its part never hydrated) is dropped. */
const GIVE_UP_MS = 5000;

/**
 * Whether React has hydrated `el`: it then carries its props (the same mark the e2e fixtures wait
 * for). A part of the page whose code is still loading (a lazy screen or the signed-in header)
 * hydrates after the rest.
 */
const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/**
 * Called right after `hydrateRoot`: React listens from then on, and a press it gets before the
 * pressed part has hydrated makes it hydrate that part at once and answer the press. Held as well,
 * the press would be done twice.
 */
export function stopHoldingPresses(): void {
  const state = heldInput();
  if (state) state.reactListens = true;
}

/**
 * Once the app's first render has committed on a server-rendered page, presses again the last
 * button pressed before React listened (kept by server/plugins/held-input.ts), as the broker
 * pressed it: once its own part of the page has hydrated, unless the broker has pressed anything
 * since, the button has gone, or GIVE_UP_MS have passed. On a page the browser rendered nothing
 * is held.
 */
export function usePressHeldBeforeHydration(): void {
  useEffect(() => {
    const state = heldInput();
    const target = state?.press;
    if (!state || !target) return;
    state.press = null;
    // Not undone with the effect: the press is taken once, and StrictMode's second mount finds
    // none.
    let overtaken = false;
    document.addEventListener('pointerdown', () => (overtaken = true), {
      capture: true,
      once: true,
    });
    const until = performance.now() + GIVE_UP_MS;
    const press = () => {
      if (overtaken || !target.isConnected || performance.now() > until) return;
      if (hydrated(target)) target.click();
      else requestAnimationFrame(press);
    };
    press();
  }, []);
}
