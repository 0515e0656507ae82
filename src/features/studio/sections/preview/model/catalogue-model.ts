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

/** JSON with object keys sorted: the stored version comes back from jsonb in another key order. */
function canonical(v: unknown): string {
  return JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : x,
  );
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
        const change = !old ? 'added' : canonical(old) !== canonical(p) ? 'changed' : null;
        return { ...p, change };
      }),
  }));
}

export const currencyOf = (draft: unknown): string => ((draft ?? {}) as Catalogue).currency ?? '';
