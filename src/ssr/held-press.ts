import { useEffect } from 'react';
import { heldInput } from './held-input';

/** A held press the app could not do within this long (its part never hydrated) is dropped. */
const GIVE_UP_MS = 5000;

/**
 * Whether React has hydrated `el`: it then carries its props (the same mark the e2e fixtures wait
 * for). A part of the page whose code is still loading (a lazy screen or the signed-in header)
 * hydrates after the rest, and a press given to it earlier would be dropped by React.
 */
const hydrated = (el: Element) => Object.keys(el).some((k) => k.startsWith('__reactProps$'));

/**
 * Once the app has hydrated a server-rendered page, does the last button pressed before (kept by
 * server/plugins/held-input.ts), as the broker pressed it: its own part of the page first
 * hydrated, still on the page, and not overtaken by a press of the broker's own since. From then
 * on presses are the app's. On a page the browser rendered there is nothing held.
 */
export function usePressHeldBeforeHydration(): void {
  useEffect(() => {
    const state = heldInput();
    if (!state || state.hydrated) return;
    state.hydrated = true;
    const target = state.press;
    state.press = null;
    if (!target) return;
    // Not undone with the effect: the page is hydrated once, and StrictMode's second mount finds
    // `hydrated` set and the press taken.
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
