import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { productsConfig } from '@/generated/config/products';
import { publishForTest } from '@/testing/config';
import { renderWithApp } from '@/testing/render';
import { catalogueRows } from '../model/catalogue-rows';
import IntroScreen from '../screens/intro-screen';

const keysOf = (page: string) => catalogueRows(page).map((p) => p.key);
const groupKeys = (group: string) =>
  productsConfig.products.filter((p) => p.group === group).map((p) => p.key);

type Entry = { page: string; groups?: string[]; products?: string[] };

describe('intro catalogue tables come from products.json', () => {
  it('lists the same products per page as before the move to config', () => {
    expect(keysOf('product/guide')).toEqual(productsConfig.products.map((p) => p.key));
    expect(keysOf('product/region-recommend')).toEqual(['region_recommend']);
    expect(keysOf('product/premium')).toEqual(['subway', 'region', 'univ']);
    for (const [page, group] of [
      ['product/naver', 'naver'],
      ['product/icon-focus', 'focus'],
      ['product/package', 'package'],
      ['product/general', 'general'],
      ['product/plus', 'plus'],
      ['product/complex', 'complex'],
      ['product/sign', 'sign'],
    ] as const)
      expect(keysOf(page), page).toEqual(groupKeys(group));
    expect(keysOf('product/unknown')).toEqual([]);
  });

  it('follows an edit: groups and named products together, in catalogue order', () => {
    publishForTest((f) => {
      f.products.introCatalogue.find((e: Entry) => e.page === 'product/sign').products = [
        'icon_focus',
      ];
    });
    expect(keysOf('product/sign')).toEqual([...groupKeys('sign'), 'icon_focus']);
  });

  it('renders the page table from the entry; a page without an entry shows no table', async () => {
    const { unmount } = renderWithApp(<IntroScreen />, {
      url: '/intro/product/premium',
      path: '/intro/*',
    });
    const table = await screen.findByRole('table', { name: '상품 구성' });
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 3);
    unmount();
    publishForTest((f) => {
      const entries: Entry[] = f.products.introCatalogue;
      entries.splice(
        entries.findIndex((e) => e.page === 'product/premium'),
        1,
      );
    });
    renderWithApp(<IntroScreen />, { url: '/intro/product/premium', path: '/intro/*' });
    expect(screen.queryByRole('table', { name: '상품 구성' })).toBeNull();
  });
});
