import { describe, expect, it } from 'vitest';
import {
  formatDeal,
  formatDealAsGiven,
  formatLease,
  formatManwon,
  formatManwonAmount,
  formatMonthly,
  formatSale,
} from './format-money';

describe('formatManwon', () => {
  it.each([
    [0, '0만원'],
    [50, '50만원'],
    [999, '999만원'],
    [5000, '5,000만원'],
    [9999, '9,999만원'],
    [10000, '1억'],
    [10001, '1억 1만원'],
    [12000, '1억 2,000만원'],
    [20500, '2억 500만원'],
    [123456, '12억 3,456만원'],
    [100000000, '10,000억'],
    [-5000, '-5,000만원'],
    [35.6, '36만원'],
  ])('%s → %s', (n, expected) => {
    expect(formatManwon(n)).toBe(expected);
  });

  it('gives an empty string for non-finite input', () => {
    expect(formatManwon(Number.NaN)).toBe('');
    expect(formatManwon(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatManwonAmount', () => {
  it('leaves the 만원 unit off', () => {
    expect(formatManwonAmount(500)).toBe('500');
    expect(formatManwonAmount(10000)).toBe('1억');
    expect(formatManwonAmount(15000)).toBe('1억 5,000');
  });
});

describe('deal helpers', () => {
  it('monthly shows deposit/price with one unit', () => {
    expect(formatMonthly(500, 50)).toBe('월세 500/50만원');
    expect(formatMonthly(1000, 65)).toBe('월세 1,000/65만원');
    expect(formatMonthly(10000, 120)).toBe('월세 1억/120만원');
  });
  it('lease shows the deposit, sale the price', () => {
    expect(formatLease(500)).toBe('전세 500만원');
    expect(formatLease(25000)).toBe('전세 2억 5,000만원');
    expect(formatSale(800)).toBe('매매 800만원');
    expect(formatSale(30000)).toBe('매매 3억');
  });
  it('formatDeal picks the amounts by type; unknown types are monthly', () => {
    expect(formatDeal({ type: 'LEASE', deposit: 700, price: 40 })).toBe('전세 700만원');
    expect(formatDeal({ type: 'SALE', deposit: 0, price: 900 })).toBe('매매 900만원');
    expect(formatDeal({ type: 'MONTHLY', deposit: 300, price: 40 })).toBe('월세 300/40만원');
    expect(formatDeal({ type: 'ETC', deposit: 300, price: 40 })).toBe('월세 300/40만원');
    expect(formatDeal({ type: undefined, deposit: null, price: undefined })).toBe('월세 0/0만원');
  });

  it('formatDealAsGiven keeps the amounts as given: separators, 만원, no 억 (A-49)', () => {
    expect(formatDealAsGiven({ type: 'LEASE', deposit: 12000, price: 0 })).toBe('전세 12,000만원');
    expect(formatDealAsGiven({ type: 'SALE', deposit: 0, price: 150000 })).toBe('매매 150,000만원');
    expect(formatDealAsGiven({ type: 'MONTHLY', deposit: 10000, price: 45 })).toBe(
      '월세 10,000/45만원',
    );
    expect(formatDealAsGiven({ type: undefined, deposit: null, price: undefined })).toBe(
      '월세 0/0만원',
    );
  });
});
