// Korean public holidays for the server, from the same package the SPA loads them from
// (@hyunbinseo/holidays-kr), so both count business days alike.
import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import { kstDateKey } from '../../domain/business-days.ts';

const cache = new Map<string, Promise<string[]>>();

function year(y: string): Promise<string[]> {
  let p = cache.get(y);
  if (!p) {
    // A year the package does not know yet gives no holidays: weekends still count.
    p = getHolidayPreset(y)
      .then((preset) => Object.keys(preset))
      .catch(() => []);
    cache.set(y, p);
  }
  return p;
}

/** Holidays (`YYYY-MM-DD`) of the year before, of and after `around` (Korea time). */
export async function loadHolidays(around: Date): Promise<ReadonlySet<string>> {
  const y = Number(kstDateKey(around).slice(0, 4));
  const lists = await Promise.all([y - 1, y, y + 1].map((n) => year(String(n))));
  return new Set(lists.flat());
}
