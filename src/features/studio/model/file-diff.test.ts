import { describe, expect, it } from 'vitest';
import { diffFiles, visibleLines } from './file-diff';

const base = {
  products: { $schema: './products.schema.json', products: [{ key: 'a', label: '일반' }] },
  menus: { x: 1 },
};

describe('per-file diff', () => {
  it('lists only the files that changed, with their added and removed lines', () => {
    const draft = {
      ...base,
      products: { ...base.products, products: [{ key: 'a', label: '새' }] },
    };
    const diffs = diffFiles(base, draft);
    expect(diffs.map((d) => d.file)).toEqual(['products']);
    expect(diffs[0]).toMatchObject({ added: 1, removed: 1 });
    expect(diffs[0]!.lines.filter((l) => l.kind !== 'same').map((l) => l.text.trim())).toEqual([
      '"label": "일반"',
      '"label": "새"',
    ]);
  });

  it('ignores $schema and reports nothing for equal files', () => {
    expect(diffFiles(base, { ...base, products: { ...base.products, $schema: 'x' } })).toEqual([]);
  });

  it('ignores a different key order at any depth (jsonb stores keys in its own order)', () => {
    const active = {
      products: {
        groups: [{ id: 'g', label: '그룹' }],
        products: [{ key: 'a', label: '일반', unitPrices: { '30': 1000, '60': 1800 } }],
      },
      ui: { reports: { banDays: 7, warningLimit: 3 }, layout: { minWidth: 1200 } },
    };
    // The same values as the database hands them back: every object's keys in another order.
    const reordered = {
      ui: { layout: { minWidth: 1200 }, reports: { warningLimit: 3, banDays: 7 } },
      products: {
        products: [{ unitPrices: { '60': 1800, '30': 1000 }, label: '일반', key: 'a' }],
        groups: [{ label: '그룹', id: 'g' }],
      },
    };
    expect(diffFiles(active, reordered)).toEqual([]);
    // A real change inside the reordered file is still found, and only that line.
    const changed = structuredClone(reordered);
    changed.ui.reports.banDays = 14;
    const diffs = diffFiles(active, changed);
    expect(diffs.map((d) => [d.file, d.added, d.removed])).toEqual([['ui', 1, 1]]);
  });

  it('reports a new order of array items: their order is content', () => {
    const active = { menus: { items: [{ key: 'a' }, { key: 'b' }] } };
    const swapped = { menus: { items: [{ key: 'b' }, { key: 'a' }] } };
    expect(diffFiles(active, swapped).map((d) => d.file)).toEqual(['menus']);
  });

  it('folds long unchanged runs around the changes', () => {
    const lines = [
      ...Array.from({ length: 10 }, (_, i) => ({ kind: 'same' as const, text: `s${i}` })),
      { kind: 'added' as const, text: 'new' },
      ...Array.from({ length: 10 }, (_, i) => ({ kind: 'same' as const, text: `t${i}` })),
    ];
    const shown = visibleLines(lines, 2);
    expect(shown).toEqual([
      null,
      { kind: 'same', text: 's8' },
      { kind: 'same', text: 's9' },
      { kind: 'added', text: 'new' },
      { kind: 'same', text: 't0' },
      { kind: 'same', text: 't1' },
      null,
    ]);
  });
});
