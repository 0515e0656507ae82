import type { CatalogueConfig, CatalogueProduct, PackageTier } from './types';

export function findProduct(config: CatalogueConfig, type: number): CatalogueProduct | undefined {
  return config.products.find((p) => p.type === type);
}

export function requireProduct(config: CatalogueConfig, type: number): CatalogueProduct {
  const p = findProduct(config, type);
  if (!p) throw new Error(`unknown product type ${type}`);
  return p;
}

export const isPackage = (p: CatalogueProduct): boolean => p.family !== undefined;

export function isPackageType(config: CatalogueConfig, type: number): boolean {
  const p = findProduct(config, type);
  return p !== undefined && isPackage(p);
}

export interface FamilyTiers {
  tiers: readonly PackageTier[];
  regular: readonly PackageTier[];
}

/** Tiers and regular-payment variants of a package product (empty for other products). */
export function familyTiers(config: CatalogueConfig, p: CatalogueProduct): FamilyTiers {
  const fam = p.family !== undefined ? config.packageFamilies[p.family] : undefined;
  return { tiers: fam?.tiers ?? [], regular: fam?.regular ?? [] };
}

/** Day choices of a non-package product, ascending, from its unitPrices. */
export function unitDays(p: CatalogueProduct): number[] {
  return Object.keys(p.unitPrices ?? {})
    .map(Number)
    .sort((a, b) => a - b);
}

/** Products of each catalogue group, in group order then catalogue order. */
export function groupedProducts(
  config: CatalogueConfig,
): { id: string; label: string; products: CatalogueProduct[] }[] {
  return config.groups
    .map((g) => ({
      id: g.id,
      label: g.label,
      products: config.products.filter((p) => p.group === g.id),
    }))
    .filter((g) => g.products.length > 0);
}
