import Cookies from 'js-cookie';

/**
 * On the server (src/entry-server.tsx), the page request's cookies its scripts can read, for the
 * render under way: a screen that reads a cookie while rendering draws what the browser's first
 * render will, so hydration finds the same page (the register tooltip closed for today).
 */
let serverCookies: Readonly<Record<string, string>> | null = null;

/** Sets (null: clears) the cookies the server's render reads. */
export function setServerCookies(c: Readonly<Record<string, string>> | null): void {
  serverCookies = c;
}

/** Cookies always live on path `/` (decisions §12); expiry is now + N days, or a given moment. */
export const cookies = {
  get: (name: string): string | undefined =>
    serverCookies ? serverCookies[name] : Cookies.get(name),
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
