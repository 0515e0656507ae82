import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * True while the component renders on the server or hydrates the server's HTML (docs/ssr.md),
 * false in every render the browser makes on its own: React reads the server snapshot in both of
 * the former and renders again with the browser's once hydrated. A screen whose first render
 * would read something only the browser has (sessionStorage) renders what the server did first.
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    never,
    () => false,
    () => true,
  );
}
