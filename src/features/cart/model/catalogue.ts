import { findProduct } from '@domain/product';
import type { CatalogueConfig, CatalogueProduct } from './types';

export { familyTiers, findProduct, isPackage, unitDays } from '@domain/product';

export function requireProduct(config: CatalogueConfig, type: number): CatalogueProduct {
  const p = findProduct(config, type);
  if (!p) throw new Error(`unknown product type ${type}`);
  return p;
}

export function isPackageType(config: CatalogueConfig, type: number): boolean {
  return findProduct(config, type)?.family !== undefined;
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
