import Cookies from 'js-cookie';

/** Cookies always live on path `/` (decisions §12); expiry is now + N days. */
export const cookies = {
  get: (name: string): string | undefined => Cookies.get(name),
  setForDays: (name: string, value: string, days: number): void => {
    Cookies.set(name, value, { path: '/', expires: days });
  },
  setSession: (name: string, value: string): void => {
    Cookies.set(name, value, { path: '/' });
  },
  remove: (name: string): void => Cookies.remove(name, { path: '/' }),
};

/** Fills `{seq}`-style placeholders of a configured cookie name. */
export const cookieName = (pattern: string, vars: Record<string, string | number>): string =>
  pattern.replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));
