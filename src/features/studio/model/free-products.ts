import type { DraftFiles } from './studio-section';

/** A product the draft sells at 0원, and the periods it is free for. */
export interface FreeProduct {
  key: string;
  label: string;
  days: number[];
}

/**
 * The draft's products with a 0원 price (config/check/plausibility.ts): a publish or review
 * request names them as confirmed after staff said yes, or the server refuses it.
 */
export function freeProducts(files: Pick<DraftFiles, 'products'>): FreeProduct[] {
  const products = Array.isArray(files.products?.products) ? files.products.products : [];
  return products.flatMap((p) => {
    const days = Object.entries(p.unitPrices ?? {})
      .filter(([, price]) => price === 0)
      .map(([day]) => Number(day));
    return days.length ? [{ key: p.key, label: p.label, days }] : [];
  });
}
