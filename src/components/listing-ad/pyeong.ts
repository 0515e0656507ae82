import { productsConfig } from '@/generated/config/products';
import { readConfig } from '@/lib/config';

/**
 * Square metres to 평 by the specification's factor (seed 001 §9, products.json areaFactor
 * 3.3058), 2 decimals; '' when not a positive number. The form's helper text, the list and the
 * ad preview write areas with it.
 */
export function toPyeong(
  m2: string | number | null | undefined,
  areaFactor: number = readConfig(productsConfig).areaFactor,
): string {
  const n = Number(m2);
  if (m2 === '' || m2 == null || !Number.isFinite(n) || n <= 0) return '';
  return String(Math.round((n / areaFactor) * 100) / 100);
}
