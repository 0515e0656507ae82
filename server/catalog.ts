// Server-side product catalogue and price computation.
// Reads spec/config/products.json, the same catalogue source that codegen turns into
// src/generated/config/products.ts for the client. Reading the JSON here keeps the server
// independent of generated client files while both use one source of prices.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Tier {
  day: number;
  months: number;
  slots: number;
  plus30: number;
  plus1: number;
  discount: number;
  price: number;
}
export interface CatalogProduct {
  type: number;
  key: string;
  label: string;
  group: string;
  defaultDay: number;
  defaultQuantity: number;
  option: string | null;
  unitPrices?: Record<string, number>;
  family?: string;
}
export interface Catalog {
  products: CatalogProduct[];
  packageFamilies: Record<string, { label: string; tiers: Tier[]; regular?: Tier[] }>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
let cache: Catalog | null = null;

export function catalog(): Catalog {
  if (!cache) {
    const file = path.join(here, '..', 'spec', 'config', 'products.json');
    cache = JSON.parse(readFileSync(file, 'utf8')) as Catalog;
  }
  return cache;
}

export function findProduct(type: number, cat: Catalog = catalog()): CatalogProduct | undefined {
  return cat.products.find((p) => p.type === type);
}

export class PriceError extends Error {}

export interface PricedLine {
  type: number;
  name: string;
  day: string;
  days: number;
  quantity: number;
  price: number;
  discountPrice: number;
  total: number;
}

/** Prices one cart line from the catalogue. Throws PriceError (Korean) when the line is not sellable. */
export function priceLine(
  type: number,
  day: number | string,
  quantity: number,
  cat: Catalog = catalog(),
): PricedLine {
  const p = findProduct(type, cat);
  if (!p) throw new PriceError('판매하지 않는 상품입니다.');
  const regular = typeof day === 'string';
  const days = regular ? Number(day.slice('regular_'.length)) : day;
  if (p.family) {
    const fam = cat.packageFamilies[p.family];
    const tiers = regular ? fam?.regular : fam?.tiers;
    const tier = tiers?.find((t) => t.day === days);
    if (!tier) throw new PriceError('선택할 수 없는 기간입니다.');
    const price = tier.price * quantity;
    const discountPrice = Math.round((price * tier.discount) / 100);
    return {
      type,
      name: p.label,
      day: String(day),
      days,
      quantity,
      price,
      discountPrice,
      total: price - discountPrice,
    };
  }
  if (regular) throw new PriceError('정기결제를 지원하지 않는 상품입니다.');
  const unit = p.unitPrices?.[String(days)];
  if (unit === undefined) throw new PriceError('선택할 수 없는 기간입니다.');
  const price = unit * quantity;
  return {
    type,
    name: p.label,
    day: String(day),
    days,
    quantity,
    price,
    discountPrice: 0,
    total: price,
  };
}
