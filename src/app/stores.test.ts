import { describe, expect, it } from 'vitest';

// Client state that components read is a zustand vanilla store (docs/architecture.md "Session"):
// no module keeps its own listeners for React to subscribe to.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * Not stores: React's server snapshot tells a hydrating render from the browser's own, and the
 * subscription is to nothing (docs/ssr.md).
 */
const NOT_STORES = ['/src/ssr/use-hydrating.ts'];

describe('stores', () => {
  it('no hand-made store: nothing subscribes React with useSyncExternalStore itself', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const own = Object.entries(sources)
      .filter(([file, text]) => /\buseSyncExternalStore\b/.test(text) && !NOT_STORES.includes(file))
      .map(([file]) => file);
    expect(own).toEqual([]);
  });
});
