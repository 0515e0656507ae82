/** Fills `{name}` parameters of a Korean message from messages.ko.json. */
export function fmt(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, k: string) =>
    k in params ? String(params[k]) : whole,
  );
}

const numberFormat = new Intl.NumberFormat('ko-KR');

/** Thousands separators, Korean style. */
export const formatNumber = (n: number): string => numberFormat.format(n);
