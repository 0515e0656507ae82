// Values that pass their schema but that no office should see: a product sold for 0원 would
// let every broker buy it free. (Negative values and labels too long for the screens are schema
// limits: `minimum` and `maxLength` in products.schema.json.)
import type { ConfigFiles } from '../files.ts';
import { problem, type ConfigProblem } from '../problems.ts';

interface Products {
  products: { unitPrices?: Record<string, number> }[];
  packageFamilies: Record<string, { tiers: { price: number }[]; regular?: { price: number }[] }>;
}

export function plausibilityProblems(c: ConfigFiles): ConfigProblem[] {
  const p = c.products as Products;
  const out: ConfigProblem[] = [];
  p.products.forEach((prod, i) => {
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
