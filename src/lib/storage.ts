import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

export const sessionGet = (key: string): string | null =>
  safe(() => window.sessionStorage.getItem(key), null);
export const sessionSet = (key: string, value: string): void =>
  safe(() => window.sessionStorage.setItem(key, value), undefined);
export const sessionRemove = (key: string): void =>
  safe(() => window.sessionStorage.removeItem(key), undefined);
export const localGet = (key: string): string | null =>
  safe(() => window.localStorage.getItem(key), null);
export const localSet = (key: string, value: string): void =>
  safe(() => window.localStorage.setItem(key, value), undefined);
export const localRemove = (key: string): void =>
  safe(() => window.localStorage.removeItem(key), undefined);

/** The safe-auth confirmation value: the first non-empty of the accepted keys. */
export function readSafeAuthConfirm(): string | null {
  for (const key of readConfig(uiConfig).storage.safeAuthConfirm) {
    const v = sessionGet(key);
    if (v) return v;
  }
  return null;
}
