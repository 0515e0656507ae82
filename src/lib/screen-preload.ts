/**
 * Starts loading the screen of a path before the router renders it, without the caller
 * importing the app's screen registry (features cannot import the app shell): the shell
 * registers the real preloader (src/app/router.tsx). A screen whose code has arrived renders at
 * once; one still loading shows its route's empty fallback, and React then holds the screen back
 * up to 300 ms after that fallback appeared (its Suspense reveal throttle), which was most of
 * login → dashboard (docs/perf/journey.md).
 */
let preloader: (pathname: string) => void = () => undefined;

export function setScreenPreloader(fn: (pathname: string) => void): void {
  preloader = fn;
}

/** Loads the code of the screen at `pathname` (a path of routes.json); unknown paths do nothing. */
export function preloadScreen(pathname: string): void {
  preloader(pathname);
}
