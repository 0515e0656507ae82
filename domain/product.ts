// The product catalogue's shape, as spec/config/products.json declares it. The SPA passes the
// generated `productsConfig`, the server the catalogue of the active config version; both are
// read through these types, so neither side keeps its own copy of the shape.

/** One price tier of a package family (001 §9). */
export interface PackageTier {
  readonly day: number;
  readonly months: number;
  readonly slots: number;
  readonly plus30: number;
  readonly plus1: number;
  /** Discount rate in percent. */
  readonly discount: number;
  readonly price: number;
}

export interface PackageFamily {
  readonly label: string;
  readonly tiers: readonly PackageTier[];
  /** Regular-payment variants, chosen as `regular_{day}`. */
  readonly regular?: readonly PackageTier[];
}

export interface CatalogueProduct {
  readonly type: number;
  readonly key: string;
  readonly label: string;
  readonly group: string;
  readonly defaultDay: number;
  readonly defaultQuantity: number;
  readonly option: string | null;
  /** Price per unit for each sold number of days (non-package products). */
  readonly unitPrices?: Readonly<Record<string, number>>;
  /** Package family key (package products). */
  readonly family?: string;
  /** How a started line is refunded (domain/refunds.ts); default pro rata by days. */
  readonly refundRule?: 'proRataDays' | 'noneAfterStart';
}

/** What pricing needs of a catalogue; the generated ProductsConfig is one. */
export interface Catalogue {
  readonly products: readonly CatalogueProduct[];
  readonly packageFamilies: Readonly<Record<string, PackageFamily | undefined>>;
}

/** The whole catalogue file, as codegen checks it. */
export interface CatalogueFile extends Catalogue {
  readonly groups: readonly { readonly id: string; readonly label: string }[];
  readonly linkedRemovals: readonly {
    readonly remove: number;
    readonly alsoRemove: readonly number[];
  }[];
}

/** The catalogue's product of this type (typed as the caller's catalogue declares it). */
export function findProduct<P extends CatalogueProduct>(
  catalogue: { readonly products: readonly P[] },
  type: number,
): P | undefined {
  return catalogue.products.find((p) => p.type === type);
}

export const isPackage = (p: CatalogueProduct): boolean => p.family !== undefined;

/** Tiers and regular-payment variants of a package product (empty for other products). */
export function familyTiers(
  catalogue: Catalogue,
  p: CatalogueProduct,
): { tiers: readonly PackageTier[]; regular: readonly PackageTier[] } {
  const fam = p.family !== undefined ? catalogue.packageFamilies[p.family] : undefined;
  return { tiers: fam?.tiers ?? [], regular: fam?.regular ?? [] };
}

/** Day choices of a non-package product, ascending, from its unitPrices. */
export function unitDays(p: CatalogueProduct): number[] {
  return Object.keys(p.unitPrices ?? {})
    .map(Number)
    .sort((a, b) => a - b);
}

/**
 * Products the portal's code finds by key (server/products/using.ts: the 지역 추천 line sets
 * `useRecommend`). Removing or re-keying one would change what offices see without a word, so
 * the config checker refuses it (config/product-refs.ts).
 */
export const RECOMMEND_PRODUCT_KEY = 'region_recommend';
export const PRODUCT_KEYS_IN_CODE: readonly string[] = [RECOMMEND_PRODUCT_KEY];
