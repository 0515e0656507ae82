// Which kinds of product an office uses, from the lines /product/list/using marks 이용중: the
// callers pass only the lines in use today (domain/product-periods.ts), so the dashboard, the
// session's useItem flags and the e-contract conditions count the same lines.
import { findProduct, type Catalogue } from '../../domain/product.ts';

/** Product groups that advertise listings: the "광고 상품" of the dashboard. */
const AD_GROUPS: ReadonlySet<string> = new Set(['general', 'package', 'complex', 'plus']);
/** The 지역 추천 product sits in the premium group but is shown on its own line. */
const RECOMMEND_KEY = 'region_recommend';

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
    usePremium: products.some((p) => p?.group === 'premium' && p.key !== RECOMMEND_KEY),
    useRecommend: products.some((p) => p?.key === RECOMMEND_KEY),
  };
}
