import '@testing-library/jest-dom/vitest';
import { __unsafe_useEmotionCache, type EmotionCache } from '@emotion/react';
import { cleanup, configure } from '@testing-library/react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { closeAllGlobalDialogs } from '@/lib/dialog-bus';
import { resetConfig } from './config';
import { server } from './msw/server';
import { failOnUnhandled, recordUnhandled } from './msw/unhandled';

const isDom = typeof window !== 'undefined';

// findBy*/waitFor wait for what will appear; their default of 1 s is less than a screen's answer
// takes on a loaded 2-core CI machine (the work-tools toast: 0.5–0.6 s idle, not there after 1 s
// in a clean-clone run at load 15). A test that waits for something that never comes fails
// after 5 s instead.
if (isDom) configure({ asyncUtilTimeout: 5_000 });

// MSW answers the SPA's calls in jsdom tests; node-environment tests (the server's contract and
// multi-process tests) talk to real sockets and must not be intercepted.
beforeAll(async () => {
  if (!isDom) return;
  // Testing Library declares the act environment in hooks it registers when first imported, so
  // with one module graph per worker (vitest.config.ts, isolate: false) only a worker's first file
  // had it: React then did not report updates outside act in the others, and act from 'react'
  // said it was unsupported. Every file declares it here.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // A call no handler answers fails the test that made it (afterEach), not only prints.
  server.listen({
    onUnhandledRequest: (request, print) => {
      recordUnhandled(request);
      print.error();
    },
  });
  // The app loads the toast container on the first toast; loading it up front keeps a test's
  // first toast from waiting on a module transform (on a busy machine, past findBy's timeout).
  await import('@/components/toast/toast-host');
});
/** The emotion cache MUI styles into when no CacheProvider is given (the app gives none). */
function defaultEmotionCache(): EmotionCache | null {
  let cache: EmotionCache | null = null;
  const Read = () => {
    cache = __unsafe_useEmotionCache();
    return null;
  };
  renderToStaticMarkup(createElement(Read));
  return cache;
}
const emotionCache = isDom ? defaultEmotionCache() : null;

/**
 * Empties the document's style sheet. Files share one jsdom document per worker, and emotion
 * adds a <style> per rule it has not seen: by the end of a worker's files ~1,900 of them, and
 * every getComputedStyle (user-event's pointer check on each click, toBeVisible) walks them
 * all. A studio test that takes 4.3 s alone took 17 s there, and over a minute in a loaded CI
 * run (docs/perf/tests.md). Forgetting what was inserted makes the next render insert its rules
 * again, as in a fresh document.
 */
function emptyStyleSheet(cache: EmotionCache): void {
  cache.sheet.flush();
  for (const name of Object.keys(cache.inserted)) delete cache.inserted[name];
}

afterEach(() => {
  // Unmounted first: resetting the config under a mounted tree rendered it again outside act.
  if (isDom) cleanup();
  // Every test starts on the built-in config (a test publishes with publishForTest) and with no
  // app-wide dialog open (a test that spies on openGlobalDialog calls through, with no host).
  resetConfig();
  closeAllGlobalDialogs();
  if (isDom) server.resetHandlers();
  if (isDom) {
    if (emotionCache) emptyStyleSheet(emotionCache);
    window.sessionStorage.clear();
    window.localStorage.clear();
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
    // Last, once the next test's start is clean: it fails this test, not the next.
    failOnUnhandled();
  }
});
afterAll(() => {
  if (isDom) server.close();
});

if (isDom) {
  // The test DOMs lack these or only say they are not implemented; MUI, scroll code and the
  // app's confirmations call them (tests that check a confirmation spy on it).
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
  window.alert ??= () => undefined;
  window.confirm ??= () => false;
  window.prompt ??= () => null;
  // happy-dom's Element.toString() is the element's outerHTML (a browser's is "[object
  // HTMLDivElement]"), and Popper (MUI's tooltips, menus, pickers) calls it on every position
  // update to tell an element from the window: it serialised the whole document each time, an
  // eighth of the listing form test's CPU.
  Element.prototype.toString = Node.prototype.toString;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}
