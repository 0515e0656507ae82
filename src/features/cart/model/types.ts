import type { ProductsConfig } from '@/generated/config/products';
import type { ItemDay, PackageBonus } from '@domain/pricing';

/** The catalogue as generated from spec/config/products.json; functions take it as a parameter. */
export type CatalogueConfig = ProductsConfig;
export type CatalogueProduct = CatalogueConfig['products'][number];
export type PackageTier = NonNullable<CatalogueConfig['packageFamilies'][string]>['tiers'][number];
export type { ItemDay, PackageBonus };
export type OptionKind = 'region' | 'subway' | 'univ' | 'officetel' | 'apt';

/** The chosen sub-selection (region, subway, univ, officetel or apt). */
export interface ItemOption {
  kind: OptionKind;
  id: number | null;
  name: string;
}

/** One product in the cart (001 §3 "Purchase item"). */
export interface PurchaseItem {
  /** Client-side key, unique in the cart (not the DOM id, which is item_{index}). */
  id: string;
  type: number;
  name: string;
  regionClass: string | null;
  quantity: number;
  /** yyyy-MM-dd */
  periodFrom: string;
  /** yyyy-MM-dd, last day included */
  periodTo: string;
  day: ItemDay;
  bonus: PackageBonus | null;
  /** Discount rate in percent. */
  discount: number;
  discountPrice: number;
  /** Renewal discount in percent; the catalogue has none, so always 0. */
  discountRenew: number;
  /** Unit (or tier) price before quantity. */
  originPrice: number;
  isRegularPayment: boolean;
  /** Line price before discount. */
  price: number;
  /** Line price after discount. */
  total: number;
  /** Listings this item activates (package slots × quantity, otherwise the quantity). */
  activeCount: number;
  isRenew: boolean;
  renewId: number | null;
  renewData: { periodTo: string } | null;
  option: ItemOption | null;
  /**
   * The line total the broker saw before a newly published catalogue priced the line otherwise
   * (model/reprice.ts); cleared once they confirm the new price.
   */
  previousTotal?: number;
}
