// Every routed screen (src/app/screens.ts, through spec/config/routes.json) survives answers of an
// unexpected shape: `{"result": null}`, `{"result": {}}`, `{}` and partial objects. The screen
// itself stays (a Korean empty or error state), never the route's error fallback and never the
// router's English developer page.
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { initialSession } from '@/session';
import { setSession } from '@/session/session-store';
import { server } from '@/testing/msw/server';
import { masterSession, Providers } from '@/testing/render';
import { buildRoutes } from './build-routes';

type Entry = (typeof routesConfig.routes)[number];

/** One concrete address per screen id (the first route naming it, params filled in). */
const cases: [string, string, boolean][] = [];
const seen = new Set<string>();
for (const r of routesConfig.routes as readonly Entry[]) {
  if (seen.has(r.screen) || r.path.endsWith('*') || ('devOnly' in r && r.devOnly)) continue;
  seen.add(r.screen);
  const params = ('params' in r ? r.params : {}) as Record<string, readonly string[]>;
  const url = r.path.replace(/:(\w+)/g, (_, name: string) => params[name]?.[0] ?? '1');
  cases.push([r.screen, url, r.access === 'guest']);
}

const answers: Record<string, unknown> = {
  'result null': { result: null },
  'result {}': { result: {} },
  'no result': {},
  partial: { result: { items: [{}], orders: [{ lines: [{}] }], list: [{}], total: 1, page: 1 } },
  'partial list': { result: [{}, null] },
};

let pending = 0;
function answerEverything(body: unknown) {
  server.use(
    http.all('*/api/v2/*', async () => {
      pending++;
      await Promise.resolve();
      pending--;
      return HttpResponse.json(body as object);
    }),
  );
}

afterEach(() => vi.restoreAllMocks());

describe.each(Object.entries(answers))('every screen with %s answers', (_label, body) => {
  it.each(cases)('%s (%s) renders its own Korean state', async (_id, url, guest) => {
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => {
      if (process.env.SHOW_ROUTE_ERRORS && a[0] === '[route error]')
        process.stdout.write(
          `ROUTEERR ${url} ${String((a[1] as Error)?.stack ?? a[1])
            .split('\n')
            .slice(0, 3)
            .join(' | ')}\n`,
        );
    });
    // Guest screens as a guest (a master would be sent on to the dashboard).
    setSession(
      guest
        ? { ...initialSession, isAuth: false, isLoading: false }
        : { ...initialSession, ...masterSession, isSignUser: true, isShowSignMenu: true },
    );
    answerEverything(body);
    // The server tells a guest so (000 §4.1: a falsy check is a guest); every other answer is bad.
    if (guest)
      server.use(http.get('*/api/v2/user/login/check', () => HttpResponse.json({ result: false })));
    const router = createMemoryRouter(buildRoutes({}), { initialEntries: [url] });
    render(
      <Providers>
        <RouterProvider router={router} />
      </Providers>,
    );
    // The shell renders nothing until the login check and the config load answer, and the
    // always-present toast layer has a role: wait for Korean text, not for any element.
    await waitFor(() => expect(document.body.textContent).toMatch(/[가-힣]/));
    await waitFor(() => expect(pending).toBe(0));
    // One more turn of the event loop, so a render that the last answer causes has happened.
    await new Promise((r) => setTimeout(r, 0));
    expect(document.body.textContent).toMatch(/[가-힣]/);
    expect(screen.queryByText(messages.routeError.title)).toBeNull();
    expect(document.body.textContent).not.toMatch(/Unexpected Application Error/);
  });
});
