// Pure edits of products.json for the catalogue editor. Products are found by their `key` and
// groups by their `id`, never by position, so an edit always lands on the item the user sees.

import type { ProductsConfigDraft } from '@/generated/config/products';

// The shapes are the schema's (spec/config/products.schema.json, generated writable types).
export type ProductsFile = ProductsConfigDraft;
export type Product = ProductsFile['products'][number];
export type ProductOption = Product['option'];
export type Family = ProductsFile['packageFamilies'][string];
export type Tier = Family['tiers'][number];
export type TierList = 'tiers' | 'regular';
export type Group = ProductsFile['groups'][number];

/**
 * The draft's products.json, with empty lists where a broken draft has none (drafts are saved
 * with problems, so the editor never assumes the schema holds).
 */
export function asProductsFile(value: ProductsFile): ProductsFile {
  const v: Partial<ProductsFile> = value ?? {};
  return {
    ...(v as ProductsFile),
    groups: Array.isArray(v.groups) ? v.groups : [],
    products: Array.isArray(v.products) ? v.products : [],
    packageFamilies: v.packageFamilies ?? {},
  };
}

export const productIndex = (f: ProductsFile, key: string) =>
  f.products.findIndex((p) => p.key === key);

export function updateProduct(f: ProductsFile, key: string, patch: Partial<Product>): ProductsFile {
  return { ...f, products: f.products.map((p) => (p.key === key ? { ...p, ...patch } : p)) };
}

/** A new product at the end of the group's list: the next free type number, a unique key. */
export function addProduct(
  f: ProductsFile,
  group: string,
  label: string,
): { file: ProductsFile; key: string } {
  const type = Math.max(-1, ...f.products.map((p) => p.type)) + 1;
  let key = `new_product_${type}`;
  for (let n = 2; f.products.some((p) => p.key === key); n++) key = `new_product_${type}_${n}`;
  const product: Product = {
    type,
    key,
    label,
    group,
    defaultDay: 30,
    defaultQuantity: 1,
    option: null,
    unitPrices: { '30': 0 },
  };
  return { file: { ...f, products: [...f.products, product] }, key };
}

/** Prices a product by a package family's tiers, or (undefined) by its own prices again. */
export function setFamily(f: ProductsFile, key: string, family: string | undefined): ProductsFile {
  return {
    ...f,
    products: f.products.map((p) => {
      if (p.key !== key) return p;
      const { family: _old, ...rest } = p;
      return family ? { ...rest, family } : rest;
    }),
  };
}

export const removeProduct = (f: ProductsFile, key: string): ProductsFile => ({
  ...f,
  products: f.products.filter((p) => p.key !== key),
});

/** Sets (or with null removes) the price of one period; periods stay in ascending order. */
export function setPrice(
  f: ProductsFile,
  key: string,
  day: number,
  price: number | null,
): ProductsFile {
  const p = f.products.find((x) => x.key === key);
  if (!p) return f;
  const prices = { ...(p.unitPrices ?? {}) };
  if (price === null) delete prices[String(day)];
  else prices[String(day)] = price;
  const sorted = Object.fromEntries(
    Object.entries(prices).sort(([a], [b]) => Number(a) - Number(b)),
  );
  return updateProduct(f, key, { unitPrices: sorted });
}

/** Moves a price to another period (the period itself was edited). */
export function movePeriod(f: ProductsFile, key: string, from: number, to: number): ProductsFile {
  const p = f.products.find((x) => x.key === key);
  const price = p?.unitPrices?.[String(from)];
  if (price === undefined || from === to || p?.unitPrices?.[String(to)] !== undefined) return f;
  return setPrice(setPrice(f, key, from, null), key, to, price);
}

export function updateGroup(f: ProductsFile, id: string, patch: Partial<Group>): ProductsFile {
  const groups = f.groups.map((g) => (g.id === id ? { ...g, ...patch } : g));
  // A renamed group takes its products along.
  const products =
    patch.id !== undefined && patch.id !== id
      ? f.products.map((p) => (p.group === id ? { ...p, group: patch.id! } : p))
      : f.products;
  return { ...f, groups, products };
}

export function addGroup(f: ProductsFile, label: string): { file: ProductsFile; id: string } {
  let id = 'group';
  for (let n = 2; f.groups.some((g) => g.id === id); n++) id = `group_${n}`;
  return { file: { ...f, groups: [...f.groups, { id, label }] }, id };
}

export const removeGroup = (f: ProductsFile, id: string): ProductsFile => ({
  ...f,
  groups: f.groups.filter((g) => g.id !== id),
});

export function updateFamily(f: ProductsFile, fam: string, patch: Partial<Family>): ProductsFile {
  const current = f.packageFamilies[fam];
  if (!current) return f;
  return { ...f, packageFamilies: { ...f.packageFamilies, [fam]: { ...current, ...patch } } };
}

/** Edits the tier of a family's list that has `day` (a tier is known by its period). */
export function updateTier(
  f: ProductsFile,
  fam: string,
  list: TierList,
  day: number,
  patch: Partial<Tier>,
): ProductsFile {
  const tiers = f.packageFamilies[fam]?.[list];
  if (!tiers) return f;
  return updateFamily(f, fam, {
    [list]: tiers.map((t) => (t.day === day ? { ...t, ...patch } : t)),
  });
}

/** A tier after the last one: the next free period, its other values copied from the last. */
export function addTier(f: ProductsFile, fam: string, list: TierList): ProductsFile {
  const tiers = f.packageFamilies[fam]?.[list] ?? [];
  const last = tiers[tiers.length - 1];
  const day = Math.max(0, ...tiers.map((t) => t.day)) + 30;
  const tier: Tier = last
    ? { ...last, day, months: Math.round(day / 30) }
    : { day, months: 1, slots: 1, plus30: 0, plus1: 0, discount: 0, price: 0 };
  return updateFamily(f, fam, { [list]: [...tiers, tier] });
}

export function removeTier(f: ProductsFile, fam: string, list: TierList, day: number) {
  const tiers = f.packageFamilies[fam]?.[list] ?? [];
  return updateFamily(f, fam, { [list]: tiers.filter((t) => t.day !== day) });
}
