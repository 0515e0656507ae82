/** Scrolls the window to the top over `durationMs` (the TOP button: 1000 ms, ease in-out). */
export function smoothScrollTop(durationMs: number): void {
  const start = window.scrollY;
  if (start <= 0) return;
  if (durationMs <= 0 || typeof requestAnimationFrame !== 'function') {
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return;
  }
  const t0 = performance.now();
  const step = (now: number) => {
    const p = Math.min(1, (now - t0) / durationMs);
    const eased = p < 0.5 ? 2 * p * p : 1 - Math.pow(-2 * p + 2, 2) / 2;
    window.scrollTo({ top: Math.round(start * (1 - eased)), left: 0, behavior: 'instant' });
    if (p < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
