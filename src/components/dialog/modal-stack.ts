import { useLayoutEffect, useState } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/**
 * The stack of open modals (seed 000 §2.4): each open `<Modal>` takes the next position, the
 * last one is active. Its z-index is `zBase + index` below the top and `zActive + index` on top,
 * so a dialog opened from a dialog sits above it and the one underneath drops back.
 */
const modals = createStore(() => ({ stack: [] as readonly symbol[] }));

const FOCUSABLE =
  'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Rendered and visible (jsdom has no checkVisibility, so the style chain is read there). */
function isShown(el: HTMLElement): boolean {
  if (typeof el.checkVisibility === 'function')
    return el.checkVisibility({ visibilityProperty: true });
  for (let n: HTMLElement | null = el; n; n = n.parentElement) {
    const s = getComputedStyle(n);
    if (s.display === 'none' || s.visibility === 'hidden') return false;
  }
  return true;
}

function tryFocus(el: Element | null | undefined): boolean {
  if (!(el instanceof HTMLElement) || !el.isConnected || !isShown(el)) return false;
  el.focus({ preventScroll: true });
  return document.activeElement === el;
}

/**
 * Gives focus back to the control that opened a dialog. When that control can no longer take
 * it (a header submenu item hidden again once the pointer left), the nearest visible control
 * around it takes focus instead (the submenu's own menu button), never the page body.
 */
export function returnFocusTo(opener: Element | null): void {
  if (!opener || tryFocus(opener)) return;
  for (let p = opener.parentElement; p && p !== document.body; p = p.parentElement) {
    for (const candidate of p.querySelectorAll(FOCUSABLE)) if (tryFocus(candidate)) return;
  }
}

/**
 * Registers an open modal; returns its stack position and whether it is the active one. The
 * element focused when it opens (the layout effect runs before the dialog's portal content
 * mounts and takes focus) gets focus back when it closes.
 */
export function useModalStack(open: boolean) {
  const [id] = useState(() => Symbol('modal'));
  const current = useStore(modals, (s) => s.stack);
  useLayoutEffect(() => {
    if (!open) return;
    const focused = document.activeElement;
    const opener = focused && focused !== document.body ? focused : null;
    modals.setState(({ stack }) => ({ stack: [...stack, id] }));
    return () => {
      modals.setState(({ stack }) => ({ stack: stack.filter((s) => s !== id) }));
      // After the dialog's focus trap has let go (it would pull focus straight back in).
      window.setTimeout(() => returnFocusTo(opener), 0);
    };
  }, [open, id]);
  const index = current.indexOf(id);
  return { index: Math.max(0, index), active: index === -1 || index === current.length - 1 };
}
