// Values that pass their schema but that no office should see unasked: a product sold for 0원
// lets every broker buy it free. Staff may mean it (a free trial product), so a product's 0원
// prices pass when the publish names the product as confirmed (`freeProducts`); a draft may
// hold them meanwhile ('any'). A package tier at 0원 is always refused. (Negative values and
// labels too long for the screens are schema limits: `minimum` and `maxLength` in
// products.schema.json.)
import type { ConfigFiles } from '../files.ts';
import { problem, type ConfigProblem } from '../problems.ts';

/** Products whose 0원 prices staff confirmed, by key; 'any' for a draft still being edited. */
export type FreeProducts = readonly string[] | 'any';

interface Products {
  products: { key: string; unitPrices?: Record<string, number> }[];
  packageFamilies: Record<string, { tiers: { price: number }[]; regular?: { price: number }[] }>;
}

export function plausibilityProblems(
  c: ConfigFiles,
  freeProducts: FreeProducts = [],
): ConfigProblem[] {
  const p = c.products as Products;
  const out: ConfigProblem[] = [];
  p.products.forEach((prod, i) => {
    if (freeProducts === 'any' || freeProducts.includes(prod.key)) return;
    for (const [day, price] of Object.entries(prod.unitPrices ?? {}))
      if (price === 0)
        out.push(problem('products', `/products/${i}/unitPrices/${day}`, 'product.soldForFree'));
  });
  for (const [family, f] of Object.entries(p.packageFamilies))
    for (const list of ['tiers', 'regular'] as const)
      (f[list] ?? []).forEach((t, i) => {
        if (t.price === 0)
          out.push(
            problem(
              'products',
              `/packageFamilies/${family}/${list}/${i}/price`,
              'product.soldForFree',
            ),
          );
      });
  return out;
}
