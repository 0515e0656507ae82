import { describe, expect, it } from 'vitest';

// Client state that components read is a zustand vanilla store (docs/architecture.md "Session"):
// no module keeps its own listeners for React to subscribe to.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('stores', () => {
  it('no hand-made store: nothing subscribes React with useSyncExternalStore itself', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    const own = Object.entries(sources)
      .filter(([, text]) => /\buseSyncExternalStore\b/.test(text))
      .map(([file]) => file);
    expect(own).toEqual([]);
  });
});
