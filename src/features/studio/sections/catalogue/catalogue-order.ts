// The order of products as brokers see it: /product/purchase lists the catalogue group by group
// (products.json `groups` order), each group's products in their order in `products`
// (src/features/cart/model/catalogue.ts `groupedProducts`). So a product moves among the products
// of its own group; moving it past a product of another group would change nothing on screen.
import type { Product, ProductsFile } from './catalogue-model';

/** Where a product stands among its group's products (0-based) and how many there are. */
export function placeInGroup(f: ProductsFile, key: string): { index: number; count: number } {
  const p = f.products.find((x) => x.key === key);
  const mates = p ? f.products.filter((x) => x.group === p.group) : [];
  return { index: mates.findIndex((x) => x.key === key), count: mates.length };
}

/**
 * The file with the product moved one place up (-1) or down (+1) among its group's products: it
 * swaps with the nearest product of the same group. Unchanged at either end of the group.
 */
export function moveProduct(f: ProductsFile, key: string, by: -1 | 1): ProductsFile {
  const from = f.products.findIndex((p) => p.key === key);
  const group = f.products[from]?.group;
  if (from < 0) return f;
  let to = from + by;
  while (to >= 0 && to < f.products.length && f.products[to]!.group !== group) to += by;
  if (to < 0 || to >= f.products.length) return f;
  const products: Product[] = [...f.products];
  [products[from], products[to]] = [products[to]!, products[from]!];
  return { ...f, products };
}

/**
 * A copy of a product as a starting point, right after it: every value copied, the next free
 * type number (the order and usage lines find a product by it), a key of its own
 * (`<key>_copy`, `<key>_copy_2`…) and the label staff gave it (`label`).
 */
export function duplicateProduct(
  f: ProductsFile,
  key: string,
  label: string,
): { file: ProductsFile; key: string } {
  const at = f.products.findIndex((p) => p.key === key);
  const original = f.products[at];
  if (!original) return { file: f, key };
  const type = Math.max(-1, ...f.products.map((p) => p.type)) + 1;
  let copyKey = `${key}_copy`;
  for (let n = 2; f.products.some((p) => p.key === copyKey); n++) copyKey = `${key}_copy_${n}`;
  const copy: Product = structuredClone({ ...original, type, key: copyKey, label });
  const products = [...f.products.slice(0, at + 1), copy, ...f.products.slice(at + 1)];
  return { file: { ...f, products }, key: copyKey };
}
