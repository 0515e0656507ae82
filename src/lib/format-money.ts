import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { formatNumber } from './format-message';

/**
 * Korean money formatting. Every amount is in 만원 (10,000 KRW), as the API sends it.
 * Shared by the gongsil list and the report popups; labels come from messages.gongsil.
 */

const MANWON_PER_EOK = 10_000;

// The labels are read on each call, from the config version active then.
const moneyText = () => readConfig(messages.gongsil).money;
const dealLabels = () => readConfig(messages.gongsil).sellingTypes;

/**
 * The amount without the trailing 만원 unit: 500 → '500', 12000 → '1억 2,000', 10000 → '1억'.
 * Non-finite input gives ''. Negative amounts keep their sign; fractions are rounded.
 */
export function formatManwonAmount(n: number): string {
  if (!Number.isFinite(n)) return '';
  const { eok: EOK } = moneyText();
  const sign = n < 0 ? '-' : '';
  const abs = Math.round(Math.abs(n));
  const eok = Math.floor(abs / MANWON_PER_EOK);
  const rest = abs % MANWON_PER_EOK;
  if (eok === 0) return `${sign}${formatNumber(rest)}`;
  return rest === 0
    ? `${sign}${formatNumber(eok)}${EOK}`
    : `${sign}${formatNumber(eok)}${EOK} ${formatNumber(rest)}`;
}

/** Adds 만원 unless the amount ends on 억: '500' → '500만원', '1억' stays '1억'. */
function withUnit(amount: string): string {
  const { eok: EOK, manwon: MANWON } = moneyText();
  return amount === '' || amount.endsWith(EOK) ? amount : `${amount}${MANWON}`;
}

/** 5000 → '5,000만원', 10000 → '1억', 12000 → '1억 2,000만원', 0 → '0만원'. */
export function formatManwon(n: number): string {
  return withUnit(formatManwonAmount(n));
}

/** Deal type keys: LEASE (전세), SALE (매매); any other value is monthly rent (월세). */
export type DealType = 'MONTHLY' | 'LEASE' | 'SALE' | (string & {});

export interface DealAmounts {
  /** Deal type; the gongsil API calls it sellingType, the report API leaseType. */
  type: DealType | null | undefined;
  deposit: number | null | undefined;
  price: number | null | undefined;
}

/** 월세 {deposit}/{price}: '월세 500/50만원', '월세 1억/50만원'. */
export function formatMonthly(deposit: number, price: number): string {
  const labels = dealLabels();
  return `${labels.MONTHLY} ${formatManwonAmount(deposit)}/${formatManwon(price)}`;
}

/** 전세 {deposit}: '전세 1억 2,000만원'. */
export function formatLease(deposit: number): string {
  const labels = dealLabels();
  return `${labels.LEASE} ${formatManwon(deposit)}`;
}

/** 매매 {price}: '매매 3억 5,000만원'. */
export function formatSale(price: number): string {
  const labels = dealLabels();
  return `${labels.SALE} ${formatManwon(price)}`;
}

/** Deal label with its amounts by type (LEASE → deposit, SALE → price, otherwise deposit/price). Missing amounts count as 0. */
export function formatDeal({ type, deposit, price }: DealAmounts): string {
  const d = deposit ?? 0;
  const p = price ?? 0;
  if (type === 'LEASE') return formatLease(d);
  if (type === 'SALE') return formatSale(p);
  return formatMonthly(d, p);
}

/**
 * The deal with its amounts exactly as given (decision A-49, the self-handling popup): thousands
 * separators and the 만원 suffix, never turned into 억: '전세 12,000만원', '월세 500/45만원'.
 */
export function formatDealAsGiven({ type, deposit, price }: DealAmounts): string {
  const labels = dealLabels();
  const { manwon: MANWON } = moneyText();
  const n = (v: number | null | undefined) => formatNumber(Math.round(v ?? 0));
  if (type === 'LEASE') return `${labels.LEASE} ${n(deposit)}${MANWON}`;
  if (type === 'SALE') return `${labels.SALE} ${n(price)}${MANWON}`;
  return `${labels.MONTHLY} ${n(deposit)}/${n(price)}${MANWON}`;
}
