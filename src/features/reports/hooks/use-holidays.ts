import { getHolidayPreset } from '@hyunbinseo/holidays-kr';
import { useEffect, useState } from 'react';

const cache = new Map<string, Promise<string[]>>();

/** Holiday dates (`YYYY-MM-DD`) of one year; a year the package lacks gives none. */
function loadYear(year: string): Promise<string[]> {
  let p = cache.get(year);
  if (!p) {
    p = getHolidayPreset(year)
      .then((preset) => Object.keys(preset))
      .catch(() => []);
    cache.set(year, p);
  }
  return p;
}

/** Korean public holidays of the given years, or null while they load. */
export function useKoreanHolidays(years: readonly string[]): ReadonlySet<string> | null {
  const key = years.join(',');
  const [state, setState] = useState<{ key: string; set: ReadonlySet<string> } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all(key.split(',').filter(Boolean).map(loadYear)).then((lists) => {
      if (live) setState({ key, set: new Set(lists.flat()) });
    });
    return () => {
      live = false;
    };
  }, [key]);
  return state?.key === key ? state.set : null;
}

/** The current time, refreshed every `intervalMs`. */
export function useNow(intervalMs = 60_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(id);
  }, [intervalMs]);
  return now;
}
