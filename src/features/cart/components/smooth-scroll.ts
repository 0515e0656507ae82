let frame = 0;

const easeInOut = (t: number) => (t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2);

/** Height of a sticky or fixed page header that covers the top of the viewport. */
function headerOffset(): number {
  const header = document.querySelector('header');
  if (!header) return 0;
  const pos = getComputedStyle(header).position;
  return pos === 'sticky' || pos === 'fixed' ? header.getBoundingClientRect().height : 0;
}

/** Document Y that puts `el` just below the sticky header. */
export function scrollTargetOf(el: Element): number {
  return Math.max(0, el.getBoundingClientRect().top + window.scrollY - headerOffset());
}

/**
 * Scrolls the window to `targetY` over `duration` ms with requestAnimationFrame (001 §2: 400 ms).
 * A new call cancels the running animation.
 */
export function smoothScrollTo(targetY: number, duration: number): void {
  cancelAnimationFrame(frame);
  const max = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  const to = Math.min(Math.max(0, targetY), max);
  const from = window.scrollY;
  if (duration <= 0 || from === to) {
    window.scrollTo(0, to);
    return;
  }
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / duration);
    window.scrollTo(0, from + (to - from) * easeInOut(t));
    if (t < 1) frame = requestAnimationFrame(step);
  };
  frame = requestAnimationFrame(step);
}

/** Scrolls to the cart block item_{index}, or to the top for null. */
export function scrollToItem(index: number | null, duration: number): void {
  const el = index === null ? null : document.getElementById(`item_${index}`);
  smoothScrollTo(el ? scrollTargetOf(el) : 0, duration);
}
