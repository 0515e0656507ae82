import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetConfig } from './config';
import { server } from './msw/server';

const isDom = typeof window !== 'undefined';

// MSW answers the SPA's calls in jsdom tests; node-environment tests (the server's contract and
// multi-process tests) talk to real sockets and must not be intercepted.
beforeAll(async () => {
  if (!isDom) return;
  server.listen({ onUnhandledRequest: 'error' });
  // The app loads the toast container on the first toast; loading it up front keeps a test's
  // first toast from waiting on a module transform (on a busy machine, past findBy's timeout).
  await import('@/components/toast/toast-host');
});
afterEach(() => {
  // Every test starts on the built-in config (a test publishes with publishForTest).
  resetConfig();
  if (isDom) server.resetHandlers();
  if (isDom) {
    cleanup();
    window.sessionStorage.clear();
    window.localStorage.clear();
    document.cookie.split(';').forEach((c) => {
      const name = c.split('=')[0]?.trim();
      if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    });
  }
});
afterAll(() => {
  if (isDom) server.close();
});

if (isDom) {
  // jsdom lacks these; MUI and scroll code call them.
  window.scrollTo = (() => undefined) as typeof window.scrollTo;
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
