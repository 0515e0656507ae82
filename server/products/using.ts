// Which kinds of product an office uses, from the lines /product/list/using marks 이용중: the
// callers pass only the lines in use today (domain/product-periods.ts), so the dashboard, the
// session's useItem flags and the e-contract conditions count the same lines.
import { findProduct, RECOMMEND_PRODUCT_KEY, type Catalogue } from '../../domain/product.ts';

// The 지역 추천 product (RECOMMEND_PRODUCT_KEY) sits in the premium group but is shown on its own
// line; the config checker keeps it in the catalogue (config/product-refs.ts).

/** Product groups that advertise listings: the "광고 상품" of the dashboard. */
const AD_GROUPS: ReadonlySet<string> = new Set(['general', 'package', 'complex', 'plus']);

export interface UsingItems {
  useItem: boolean;
  usePremium: boolean;
  useRecommend: boolean;
}

/** Which kinds of product the active lines hold, by the request's catalogue. */
export function usingItems(lines: readonly { type: number }[], catalogue: Catalogue): UsingItems {
  const products = lines.map((l) => findProduct(catalogue, l.type));
  return {
    useItem: products.some((p) => !!p && AD_GROUPS.has(p.group)),
    usePremium: products.some((p) => p?.group === 'premium' && p.key !== RECOMMEND_PRODUCT_KEY),
    useRecommend: products.some((p) => p?.key === RECOMMEND_PRODUCT_KEY),
  };
}
