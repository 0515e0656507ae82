import Cookies from 'js-cookie';

/** Cookies always live on path `/` (decisions §12); expiry is now + N days, or a given moment. */
export const cookies = {
  get: (name: string): string | undefined => Cookies.get(name),
  setForDays: (name: string, value: string, days: number): void => {
    Cookies.set(name, value, { path: '/', expires: days });
  },
  setUntil: (name: string, value: string, expires: Date): void => {
    Cookies.set(name, value, { path: '/', expires });
  },
  setSession: (name: string, value: string): void => {
    Cookies.set(name, value, { path: '/' });
  },
  remove: (name: string): void => Cookies.remove(name, { path: '/' }),
};

/** Fills `{seq}`-style placeholders of a configured cookie name. */
export const cookieName = (pattern: string, vars: Record<string, string | number>): string =>
  pattern.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

/** The next local midnight: a cookie set "for today" expires then. */
export function endOfToday(now: Date = new Date()): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
}
