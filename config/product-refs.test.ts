// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkConfig } from './check/index';
import { builtInCopy } from './files';
import { problem } from './problems';
import { productReferences, withoutProductReferences } from './product-refs';

const files = () => builtInCopy() as Record<string, any>;
const product = (f: Record<string, any>, key: string) =>
  f.products.products.find((p: any) => p.key === key);
const removed = (f: Record<string, any>, key: string) => {
  f.products.products = f.products.products.filter((p: any) => p.key !== key);
  return f;
};

describe('where a product is referred to', () => {
  it('finds intro pages, linked removals, review rules and the code, at the referring pointers', () => {
    const f = files();
    f.ui.studio.reviewRequired.push({
      label: '지역 추천 가격',
      file: 'products',
      path: '/products/[key=region_recommend]/unitPrices',
    });
    expect(productReferences(f, product(f, 'region_recommend'))).toEqual([
      {
        kind: 'intro',
        file: 'products',
        pointer: '/introCatalogue/1/products/0',
        page: 'product/region-recommend',
      },
      {
        kind: 'review-rule',
        file: 'ui',
        pointer: '/studio/reviewRequired/4/path',
        rule: '지역 추천 가격',
      },
      { kind: 'code', file: 'products', pointer: '', key: 'region_recommend' },
    ]);
    expect(productReferences(f, product(f, 'general_officetel'))).toEqual([
      { kind: 'linked-remove', file: 'products', pointer: '/linkedRemovals/0/remove', others: [5] },
    ]);
    expect(productReferences(f, product(f, 'officetel'))).toEqual([
      {
        kind: 'linked-also',
        file: 'products',
        pointer: '/linkedRemovals/0/alsoRemove/0',
        remove: 7,
      },
    ]);
    // Named through its group only (the icon-focus page lists the focus group): no reference.
    expect(productReferences(f, product(f, 'icon_focus'))).toEqual([]);
  });

  it('removes the references config can drop, leaving a set the checker accepts', () => {
    for (const key of ['subway', 'general_officetel', 'officetel']) {
      const f = files();
      const next = withoutProductReferences(removed(f, key), product(files(), key));
      expect(checkConfig(next), key).toEqual([]);
      expect(productReferences(next, product(files(), key)), key).toEqual([]);
    }
    // The premium page keeps its other products; a linked removal with nothing left goes.
    const f = withoutProductReferences(
      removed(files(), 'officetel'),
      product(files(), 'officetel'),
    );
    expect(f.products.linkedRemovals).toEqual([{ remove: 8, alsoRemove: [4] }]);
    const g = withoutProductReferences(removed(files(), 'subway'), product(files(), 'subway'));
    expect(g.products.introCatalogue[7]).toEqual({
      page: 'product/premium',
      products: ['region', 'univ'],
    });
  });

  it('drops an intro page left naming nothing (an entry naming nothing lists every product)', () => {
    const f = files();
    const next = withoutProductReferences(f, product(f, 'region_recommend'));
    expect(next.products.introCatalogue.map((e: any) => e.page)).not.toContain(
      'product/region-recommend',
    );
  });
});

describe('the checker and dangling product references', () => {
  it('refuses removing a product the code finds by key, even with its config references gone', () => {
    const f = files();
    const next = withoutProductReferences(
      removed(f, 'region_recommend'),
      product(files(), 'region_recommend'),
    );
    expect(checkConfig(next)).toEqual([
      problem('products', '/products', 'product.usedByCode', { key: 'region_recommend' }),
    ]);
  });

  it('refuses a config reference to a removed product at the referring pointer', () => {
    expect(checkConfig(removed(files(), 'subway'))).toEqual([
      problem('products', '/introCatalogue/7/products/0', 'intro.unknownProduct', {
        key: 'subway',
      }),
    ]);
    expect(checkConfig(removed(files(), 'officetel'))).toEqual([
      problem('products', '/linkedRemovals/0/alsoRemove/0', 'product.unknownType', { type: 5 }),
    ]);
  });
});
