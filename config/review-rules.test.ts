// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { checkConfig } from './check/index.ts';
import { builtInCopy } from './files.ts';
import { STAFF_FILES, type StaffConfigName } from './registry.ts';
import { changesNeedingReview, overlayBetween, reviewRules } from './review-rules.ts';

type Files = Record<StaffConfigName, any>;
const staffFiles = (): Files => {
  const all = builtInCopy() as Record<string, unknown>;
  return Object.fromEntries(STAFF_FILES.map((n) => [n, all[n]])) as Files;
};

/** The changes of `edit` over the built-in files that the built-in setting sends to review. */
function reviewed(edit: (f: Files) => void) {
  const before = staffFiles();
  const after = staffFiles();
  edit(after);
  return changesNeedingReview(
    reviewRules(before.ui.studio.reviewRequired),
    overlayBetween(before, after),
  );
}

describe('which changes need review (ui.studio.reviewRequired)', () => {
  it('a price needs review, a product name does not', () => {
    expect(
      reviewed((f) => {
        f.products.products[0].unitPrices['30'] = 3600;
        f.products.products[0].label = '새 이름';
      }),
    ).toEqual([
      {
        file: 'products',
        path: '/products/[key=general_allinone]/unitPrices/30',
        op: 'set',
        rule: '상품 가격',
      },
    ]);
  });

  it('a new product brings prices, a removed one takes them away; reordering products does not', () => {
    const added = reviewed((f) =>
      f.products.products.push({ ...f.products.products[0], key: 'new_one', type: 901 }),
    );
    expect(added).toEqual([
      { file: 'products', path: '/products/[key=new_one]', op: 'add', rule: '상품 가격' },
    ]);
    expect(reviewed((f) => f.products.products.splice(1, 1))).toHaveLength(1);
    expect(reviewed((f) => f.products.products.reverse())).toEqual([]);
  });

  it('package tiers and their discounts, and any change to a popup chain, need review', () => {
    expect(
      reviewed((f) => (f.products.packageFamilies.normal.tiers[2].discount = 7)).map((c) => c.rule),
    ).toEqual(['패키지 구간·할인']);
    const steps = reviewed((f) => f['popup-chain'].chains[0].steps.reverse());
    expect(steps.map((c) => [c.op, c.rule])).toEqual([['order', '팝업 체인']]);
  });

  it('the setting itself always needs review, even a setting that lists nothing', () => {
    const emptied = reviewed((f) => (f.ui.studio.reviewRequired = []));
    expect(emptied).toEqual([{ file: 'ui', path: '/studio/reviewRequired', op: 'set', rule: '' }]);
    // Under an empty setting (published), a price needs no review; listing it again does.
    const before = staffFiles();
    before.ui.studio.reviewRequired = [];
    const after = staffFiles();
    after.products.products[0].unitPrices['30'] = 1;
    const changes = changesNeedingReview(
      reviewRules(before.ui.studio.reviewRequired),
      overlayBetween(before, after),
    );
    expect(changes).toEqual([{ file: 'ui', path: '/studio/reviewRequired', op: 'set', rule: '' }]);
  });

  it('a rule naming no place of the files is a problem at its path, so it is never published', () => {
    const files = builtInCopy() as Record<string, any>;
    files.ui.studio.reviewRequired.push({
      label: '오타',
      file: 'products',
      path: '/products/*/unitPrice',
    });
    expect(checkConfig(files)).toContainEqual({
      file: 'ui',
      pointer: '/studio/reviewRequired/4/path',
      code: 'review.unknownPlace',
      params: { file: 'products', path: '/products/*/unitPrice' },
    });
  });
});
