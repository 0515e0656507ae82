// Asking prices a Seoul broker would believe, in 만원, by room type and deal. Each range is
// [lowest, highest, step]; a draw takes one PRNG number.

export type RoomType = 'ONE_ROOM' | 'TWO_ROOM' | 'THREE_ROOM' | 'OFFICETEL' | 'APT';
export type SellingType = 'MONTHLY' | 'LEASE' | 'SALE';
type Range = readonly [lo: number, hi: number, step: number];

// prettier-ignore
const PRICES: Record<RoomType, { monthlyDeposit: Range; rent: Range; lease: Range; sale: Range }> = {
  ONE_ROOM:   { monthlyDeposit: [300, 2000, 100],    rent: [35, 75, 1],  lease: [8000, 20000, 500],   sale: [15000, 30000, 500] },
  TWO_ROOM:   { monthlyDeposit: [500, 3000, 100],    rent: [50, 100, 1], lease: [15000, 30000, 500],  sale: [25000, 50000, 500] },
  THREE_ROOM: { monthlyDeposit: [1000, 5000, 500],   rent: [70, 150, 5], lease: [20000, 40000, 500],  sale: [35000, 70000, 1000] },
  OFFICETEL:  { monthlyDeposit: [500, 2000, 100],    rent: [50, 90, 1],  lease: [12000, 25000, 500],  sale: [18000, 35000, 500] },
  APT:        { monthlyDeposit: [5000, 30000, 1000], rent: [80, 250, 5], lease: [35000, 90000, 1000], sale: [70000, 180000, 1000] },
};

const draw = ([lo, hi, step]: Range, r: number) =>
  lo + Math.floor(r * ((hi - lo) / step + 1)) * step;

/**
 * Deposit and price of a listing: 월세 has both, 전세 only a deposit, 매매 only a price. The
 * PRNG is drawn for the deposit first, then the price, and only for amounts the deal has.
 */
export function askingPrice(
  roomType: RoomType,
  sellingType: SellingType,
  rnd: () => number,
): { deposit: number; price: number } {
  const p = PRICES[roomType];
  if (sellingType === 'SALE') return { deposit: 0, price: draw(p.sale, rnd()) };
  if (sellingType === 'LEASE') return { deposit: draw(p.lease, rnd()), price: 0 };
  const deposit = draw(p.monthlyDeposit, rnd());
  return { deposit, price: draw(p.rent, rnd()) };
}
