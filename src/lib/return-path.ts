import { routesConfig } from '@/generated/config/routes';

/** Router state the login guard leaves on /login: the location the guest tried to open. */
export interface ReturnState {
  from?: { pathname?: string; search?: string; hash?: string } | string;
}

/**
 * Where to go after login: the `state.from` location left by the login guard, when it is a
 * same-origin path (starts with one `/`, no scheme, no `//` or `/\` host trick) and not the
 * login page itself; otherwise `fallback` (the home path, /dashboard).
 */
export function safeReturnPath(state: unknown, fallback: string = routesConfig.homePath): string {
  const from = (state as ReturnState | null | undefined)?.from;
  let path: string | undefined;
  if (typeof from === 'string') path = from;
  else if (from && typeof from === 'object' && typeof from.pathname === 'string')
    path = `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\'))
    return fallback;
  // Control characters and backslashes can be normalised into another origin by browsers.
  if ([...path].some((c) => c.charCodeAt(0) < 0x20 || c === '\\')) return fallback;
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname === routesConfig.loginPath || pathname === routesConfig.loginPath + '/')
    return fallback;
  try {
    const url = new URL(path, 'http://same.origin');
    if (url.origin !== 'http://same.origin') return fallback;
  } catch {
    return fallback;
  }
  return path;
}
