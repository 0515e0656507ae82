// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { changeList, namesOnPath } from './change-list';
import { builtInCopy } from './files';

const products = () => builtInCopy().products as any;
const chains = () => builtInCopy()['popup-chain'] as any;

describe('the changes between two versions of a file, with their values and names', () => {
  it("gives a field's value before and after and the product's label", () => {
    const next = products();
    next.products[0].defaultDay = 60;
    expect(changeList('products', products(), next)).toEqual([
      {
        file: 'products',
        op: 'set',
        path: '/products/[key=general_allinone]/defaultDay',
        before: 30,
        after: 60,
        names: { '/products/[key=general_allinone]': '일반 올인원' },
      },
    ]);
  });

  it('names a removed element from the version that still has it, an added one from the new', () => {
    const next = products();
    const gone = next.products.shift();
    next.products.push({ ...gone, key: 'fresh', type: 999, label: '새 상품' });
    const changes = changeList('products', products(), next);
    expect(changes.map((c) => [c.op, c.path, c.names])).toEqual([
      [
        'remove',
        '/products/[key=general_allinone]',
        { '/products/[key=general_allinone]': '일반 올인원' },
      ],
      ['add', '/products/[key=fresh]', { '/products/[key=fresh]': '새 상품' }],
    ]);
    expect(changes[0]!.before).toMatchObject({ label: '일반 올인원' });
    expect(changes[1]!.after).toMatchObject({ label: '새 상품' });
  });

  it('gives a reorder the ids in their old and new order and the name of each', () => {
    const next = products();
    next.groups.reverse();
    const [change] = changeList('products', products(), next);
    const ids = products().groups.map((g: any) => g.id);
    expect(change).toMatchObject({ op: 'order', path: '/groups', before: ids });
    expect(change!.after).toEqual([...ids].reverse());
    expect(change!.names['/groups/[id=general]']).toBe('일반 상품');
    expect(Object.keys(change!.names)).toHaveLength(ids.length);
  });

  it("names a map's entries by their label and a step by its type's title", () => {
    const [family, f] = Object.entries(products().packageFamilies)[0] as [string, any];
    expect(
      namesOnPath('products', `/packageFamilies/${family}/tiers/[day=30]/price`, [products()]),
    ).toEqual({
      [`/packageFamilies/${family}`]: f.label,
    });
    const next = chains();
    next.chains[0].steps[2].when = 'isMaster';
    const [change] = changeList('popup-chain', chains(), next);
    expect(change!.names).toEqual({
      '/chains/[id=startup]': '/dashboard',
      '/chains/[id=startup]/steps/[id=role]': '직책 선택',
    });
  });

  it('lists nothing for equal files', () => {
    expect(changeList('products', products(), products())).toEqual([]);
  });
});
