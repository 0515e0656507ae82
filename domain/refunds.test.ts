import { describe, expect, it } from 'vitest';
import { periodDays, refundBalance, refundQuote } from './refunds.ts';

const line = { periodFrom: '2026-12-01', periodTo: '2026-12-30', total: 99_000 };

describe('refundQuote', () => {
  it('gives everything back for a line that has not started', () => {
    expect(refundQuote(line, '2026-11-30')).toEqual({
      kind: 'FULL',
      amount: 99_000,
      usedDays: 0,
      totalDays: 30,
    });
  });

  it('counts the first day as used on the day a line starts', () => {
    // 29 of 30 days left: 99,000 × 29 / 30 = 95,700.
    expect(refundQuote(line, '2026-12-01')).toMatchObject({
      kind: 'PRO_RATA',
      amount: 95_700,
      usedDays: 1,
    });
  });

  it('rounds a pro rata refund down to the 원', () => {
    // 10 days used, 20 left: 10,000 × 20 / 30 = 6,666.67 → 6,666.
    const q = refundQuote({ ...line, total: 10_000 }, '2026-12-10');
    expect(q).toEqual({ kind: 'PRO_RATA', amount: 6_666, usedDays: 10, totalDays: 30 });
  });

  it('gives nothing back on the last day or after it', () => {
    expect(refundQuote(line, '2026-12-30')).toMatchObject({ kind: 'NONE', amount: 0 });
    expect(refundQuote(line, '2027-01-05')).toMatchObject({
      kind: 'NONE',
      amount: 0,
      usedDays: 30,
    });
  });

  it('follows a product that refunds nothing once started, but still cancels it in full before', () => {
    expect(refundQuote(line, '2026-12-02', 'noneAfterStart')).toMatchObject({
      kind: 'NONE',
      amount: 0,
    });
    expect(refundQuote(line, '2026-11-01', 'noneAfterStart')).toMatchObject({
      kind: 'FULL',
      amount: 99_000,
    });
  });

  it('counts days across a month and a leap day', () => {
    expect(periodDays({ periodFrom: '2028-02-28', periodTo: '2028-03-01' })).toBe(3);
  });
});

describe('refundBalance', () => {
  it('sums refunds and leaves what was kept', () => {
    expect(refundBalance(100_000, [{ amount: 30_000 }, { amount: 5_500 }])).toEqual({
      refunded: 35_500,
      net: 64_500,
    });
  });
});
