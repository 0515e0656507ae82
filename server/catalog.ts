// The server's side of order pricing: the catalogue it prices with and Korean words for a
// refused line. The price rule itself is domain/pricing.ts, the same function the cart uses.
import { quoteLine, type ItemDay, type PriceRefusal } from '../domain/pricing.ts';
import type { Catalogue } from '../domain/product.ts';

export class PriceError extends Error {}

const REFUSALS: Record<PriceRefusal, string> = {
  unknownProduct: '판매하지 않는 상품입니다.',
  badQuantity: '수량이 올바르지 않습니다.',
  badPeriod: '선택할 수 없는 기간입니다.',
  noRegularPayment: '정기결제를 지원하지 않는 상품입니다.',
};

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

/** Prices one order line. Throws PriceError (Korean) when the line is not sellable. */
export function priceLine(
  catalogue: Catalogue,
  type: number,
  day: number | string,
  quantity: number,
): PricedLine {
  // The spec sends plain days as integers and regular-payment options as `regular_{days}`.
  const q = quoteLine(catalogue, type, day as ItemDay, quantity);
  if (!q.ok) throw new PriceError(REFUSALS[q.refusal]);
  const name = catalogue.products.find((p) => p.type === type)?.label ?? '';
  const { price, discountPrice, total, days } = q.line;
  return { type, name, day: String(day), days, quantity, price, discountPrice, total };
}
