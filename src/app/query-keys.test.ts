import { describe, expect, it } from 'vitest';

// The query-key convention (docs/architecture.md "API calls"): every TanStack Query key comes
// from a keys module, a feature's own (`src/features/<area>/api/query-keys.ts`, every key under
// the feature's name) or the shared one (`src/api/query-keys.ts`), so a write invalidates a read
// by naming the same entry, never by rebuilding its array.
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const featureKeys = import.meta.glob<Record<string, unknown>>('/src/features/*/api/query-keys.ts', {
  eager: true,
});

const isKeysModule = (file: string) => file.endsWith('/query-keys.ts');

/** Every key an exported keys object holds: arrays as they are, builders called with stand-ins. */
function keysOf(value: unknown): unknown[][] {
  if (Array.isArray(value)) return [value];
  if (typeof value === 'function') return keysOf((value as (...a: unknown[]) => unknown)('x', 1));
  if (value && typeof value === 'object') return Object.values(value).flatMap(keysOf);
  return [];
}

describe('query keys', () => {
  it('finds the sources and the feature keys modules', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(Object.keys(featureKeys).length).toBeGreaterThan(10);
  });

  it('no key is written out outside a keys module', () => {
    const written = Object.entries(sources)
      .filter(([file]) => !isKeysModule(file) && !file.startsWith('/src/generated/'))
      .flatMap(([file, text]) =>
        [
          ...text.matchAll(
            /\b(?:queryKey|mutationKey)\s*:\s*\[|\.queryKey\.slice\(|predicate\s*:/g,
          ),
        ].map((m) => `${file}: ${m[0]}`),
      );
    expect(written).toEqual([]);
  });

  it('every mutation is named by a key', () => {
    // The options object's first lines: the key comes first in every call.
    const unnamed = Object.entries(sources).flatMap(([file, text]) =>
      [...text.matchAll(/\buse(?:Write)?Mutation(?:<[^>]*>)?\(\{([\s\S]{0,200})/g)]
        .filter((m) => !/\bmutationKey\b/.test(m[1]!))
        .map(() => file),
    );
    expect(unnamed).toEqual([]);
  });

  it.each(Object.entries(featureKeys))('%s keeps every key under its feature', (file, mod) => {
    const feature = file.split('/')[3]!;
    const keys = Object.values(mod).flatMap(keysOf);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.filter((k) => k[0] !== feature)).toEqual([]);
  });
});
