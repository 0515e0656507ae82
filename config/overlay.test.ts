// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builtInCopy, CONFIG_SCHEMAS } from './files';
import { applyOverlay, overlayUnder } from './overlay';
import { deepEqual, diffOverlay } from './overlay-diff';
import { mergeThreeWay } from './overlay-merge';

const products = () => builtInCopy().products as any;
const schema = CONFIG_SCHEMAS.products;

describe('overlays: a version stores what staff changed, by key', () => {
  it('records a field of a product by the product key, not its place in the list', () => {
    const next = products();
    next.products[3].defaultDay = 60;
    expect(diffOverlay(schema, products(), next)).toEqual([
      { op: 'set', path: '/products/[key=general_apt]/defaultDay', value: 60 },
    ]);
  });

  it('still means the same product after a developer reorders and adds products', () => {
    const base = products();
    const next = products();
    next.products[3].label = '아파트 (스태프)';
    const overlay = diffOverlay(schema, base, next);
    // A later build: the list reordered and a product added in front.
    const later = products();
    later.products.reverse();
    later.products.unshift({ ...later.products[0], key: 'new_from_dev', type: 999 });
    const { value, dropped } = applyOverlay(later, overlay);
    expect(dropped).toEqual([]);
    expect(value.products.find((p: any) => p.key === 'general_apt').label).toBe('아파트 (스태프)');
    expect(value.products[0].key).toBe('new_from_dev');
  });

  it('gives a key a developer adds later its built-in value, and drops a change whose key is gone', () => {
    const base = builtInCopy()['messages.ko'] as any;
    const next = structuredClone(base);
    next.gongsil.title = '공실 목록 (스태프)';
    next.common.close = '닫기!';
    const overlay = diffOverlay(CONFIG_SCHEMAS['messages.ko'], base, next);
    const later = structuredClone(base);
    later.gongsil.newKey = '새 문구';
    delete later.common.close;
    const { value, dropped } = applyOverlay(later, overlay);
    expect(value.gongsil.title).toBe('공실 목록 (스태프)');
    expect(value.gongsil.newKey).toBe('새 문구');
    expect(dropped).toEqual([
      { op: { op: 'set', path: '/common/close', value: '닫기!' }, reason: 'missing-place' },
    ]);
  });

  it('never changes the defaults it is applied to, and shares what it did not change', () => {
    const base = Object.freeze(products());
    const next = products();
    next.products[0].label = 'x';
    const { value } = applyOverlay(base, diffOverlay(schema, base, next));
    expect(base.products[0].label).not.toBe('x');
    expect(value.packageFamilies).toBe(base.packageFamilies);
    expect(value.products[1]).toBe(base.products[1]);
  });

  it('adds, removes and reorders elements with identity', () => {
    const base = products();
    const next = products();
    const [first] = next.products.splice(0, 1);
    next.products.push(first);
    next.products.splice(2, 1);
    next.products.push({ ...first, key: 'brand_new', type: 500, label: '새 상품' });
    const overlay = diffOverlay(schema, base, next);
    expect(overlay.map((o) => o.op)).toEqual(['remove', 'add', 'order']);
    expect(applyOverlay(base, overlay).value).toEqual(next);
  });

  it('re-roots the changes of one part (a message area)', () => {
    const ops = [
      { op: 'set' as const, path: '/gongsil/title', value: 'a' },
      { op: 'set' as const, path: '/pages/login/title', value: 'b' },
    ];
    expect(overlayUnder(ops, '/pages/login')).toEqual([{ op: 'set', path: '/title', value: 'b' }]);
  });

  it('round-trips any edit of the catalogue: applying the diff gives the edited file', () => {
    const edit = fc.record({
      product: fc.nat(32),
      label: fc.string({ maxLength: 12 }),
      price: fc.nat(100000),
      swap: fc.tuple(fc.nat(32), fc.nat(32)),
      drop: fc.option(fc.nat(32)),
      tier: fc.nat(4),
    });
    fc.assert(
      fc.property(edit, (e) => {
        const base = products();
        const next = products();
        next.products[e.product].label = e.label;
        next.packageFamilies.normal.tiers[e.tier].price = e.price;
        const [a, b] = e.swap;
        [next.products[a], next.products[b]] = [next.products[b], next.products[a]];
        if (e.drop !== null) next.products.splice(e.drop % next.products.length, 1);
        return deepEqual(applyOverlay(base, diffOverlay(schema, base, next)).value, next);
      }),
      { numRuns: 200 },
    );
  });
});

describe('two staff edit from one version: merged field by field', () => {
  it('keeps both changes when they touch different fields', () => {
    const base = products();
    const mine = products();
    const theirs = products();
    mine.products[0].label = '내 상품명';
    theirs.products[0].defaultDay = 60;
    theirs.packageFamilies.normal.tiers[0].price = 100000;
    const r = mergeThreeWay(schema, base, mine, theirs);
    expect(r.conflicts).toEqual([]);
    const merged = r.merged as any;
    expect(merged.products[0].label).toBe('내 상품명');
    expect(merged.products[0].defaultDay).toBe(60);
    expect(merged.packageFamilies.normal.tiers[0].price).toBe(100000);
  });

  it('asks only about the field both changed, and applies the choice', () => {
    const base = products();
    const mine = products();
    const theirs = products();
    mine.products[0].label = '내 것';
    mine.products[1].label = '나만 바꿈';
    theirs.products[0].label = '그쪽 것';
    const r = mergeThreeWay(schema, base, mine, theirs);
    expect(r.conflicts.map((c) => c.path)).toEqual(['/products/[key=general_allinone]/label']);
    expect((r.merged as any).products[0].label).toBe('그쪽 것');
    expect((r.merged as any).products[1].label).toBe('나만 바꿈');
    const chosen = mergeThreeWay(schema, base, mine, theirs, () => 'mine');
    expect(chosen.conflicts).toEqual([]);
    expect((chosen.merged as any).products[0].label).toBe('내 것');
  });

  it('treats the same change on both sides as no conflict', () => {
    const base = products();
    const mine = products();
    const theirs = products();
    mine.products[0].label = theirs.products[0].label = '같은 이름';
    expect(mergeThreeWay(schema, base, mine, theirs).conflicts).toEqual([]);
  });
});
