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
