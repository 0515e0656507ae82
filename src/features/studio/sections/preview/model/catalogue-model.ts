// The catalogue as the purchase page lists it: groups in order, each with its products, and
// which products the draft changes compared with the active version (by product key).

export interface CatalogueProduct {
  key: string;
  label: string;
  group: string;
  defaultDay?: number;
  defaultQuantity?: number;
  unitPrices?: Record<string, number>;
}

interface Catalogue {
  groups?: { id: string; label: string }[];
  products?: CatalogueProduct[];
  currency?: string;
}

export interface CatalogueGroupPreview {
  id: string;
  label: string;
  products: (CatalogueProduct & { change: 'added' | 'changed' | null })[];
}

export function previewCatalogue(draft: unknown, active: unknown): CatalogueGroupPreview[] {
  const d = (draft ?? {}) as Catalogue;
  const before = new Map(((active ?? {}) as Catalogue).products?.map((p) => [p.key, p]) ?? []);
  return (d.groups ?? []).map((g) => ({
    id: g.id,
    label: g.label,
    products: (d.products ?? [])
      .filter((p) => p.group === g.id)
      .map((p) => {
        const old = before.get(p.key);
        const change = !old
          ? 'added'
          : JSON.stringify(old) !== JSON.stringify(p)
            ? 'changed'
            : null;
        return { ...p, change };
      }),
  }));
}

export const currencyOf = (draft: unknown): string => ((draft ?? {}) as Catalogue).currency ?? '';
