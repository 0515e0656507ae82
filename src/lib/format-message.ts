export { fmt } from '@domain/format-text';

const numberFormat = new Intl.NumberFormat('ko-KR');

/** Thousands separators, Korean style. */
export const formatNumber = (n: number): string => numberFormat.format(n);
