// Server-rendered first screens (issue 29 item 1, docs/ssr.md): for the paths the build's renderer
// renders (src/ssr/render-plan.ts), the page goes out with the screen's HTML, the MUI styles it
// uses and the state the browser hydrates with (the request's config version, session and the
// screen's query answers), instead of an empty root. The renderer is the build's own
// (<build>/ssr/, written by `vite build`, scripts/build/ssr-bundle.ts), so it always matches the
// scripts the page loads. Its API requests reach this app's handlers in process (`inject`), with
// the page request's cookie and address, so they pass the same session checks, roles and limits.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../lib/session.ts';
import { HOLD_INPUT_TAG } from './held-input.ts';
import { scriptsAfterFirstPaint } from './late-scripts.ts';

/** The renderer's folder in a build folder and its entry (scripts/build/ssr-bundle.ts). */
export const SSR_DIR = 'ssr';
const SSR_ENTRY = 'entry-server.js';

type Answer =
  | { kind: 'render'; html: string; head: string; signedIn: boolean; viewport?: string }
  | { kind: 'redirect'; to: string; loginFrom?: string }
  | { kind: 'spa' };

/** The part of the renderer module (src/entry-server.tsx) the server calls. */
export interface RendererModule {
  handle(
    url: string,
    fetchApi: (request: Request) => Promise<Response>,
    hasCookie: boolean,
    loginFrom?: string,
    cookies?: Readonly<Record<string, string>>,
  ): Promise<Answer>;
  /** Loads the rendered screens' code and renders a page once (a build before it has none). */
  warm?(fetchApi: (request: Request) => Promise<Response>): Promise<void>;
}

/**
 * Carries the location a guest asked for across the redirect to the login page (the SPA's login
 * guard keeps it in the history entry's state, which a redirect cannot set): read once by the
 * login page's render, which hands it to the browser, and cleared there.
 */
export const LOGIN_FROM_COOKIE = 'login_from';
const LOGIN_FROM_SECONDS = 60;

/** The Set-Cookie value that keeps `from` (null: clears it) for the next page request. */
export function loginFromCookie(from: string | null, secure: boolean): string {
  const value = from === null ? '' : encodeURIComponent(from);
  const age = from === null ? 0 : LOGIN_FROM_SECONDS;
  return `${LOGIN_FROM_COOKIE}=${value}; Max-Age=${age}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The request's cookies a page's scripts can read: all but the HttpOnly ones this server sets (the
 * session, the login return). The renderer reads them where a screen reads a cookie while
 * rendering (src/lib/cookies.ts), so it draws what the browser's first render will.
 */
export function scriptCookies(
  all: Readonly<Record<string, string | undefined>> | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(all ?? {}))
    if (value !== undefined && name !== SESSION_COOKIE && name !== LOGIN_FROM_COOKIE)
      out[name] = value;
  return out;
}

/** The location a login-page request carries in its cookie, if any. */
export function loginFromOf(cookieHeader: string | undefined): string | undefined {
  const m = new RegExp(`(?:^|;\\s*)${LOGIN_FROM_COOKIE}=([^;]*)`).exec(cookieHeader ?? '');
  if (!m?.[1]) return undefined;
  try {
    return decodeURIComponent(m[1]);
  } catch {
    return undefined;
  }
}

/** index.html's viewport element, whose value a rendered mobile page replaces. */
const VIEWPORT_META = /<meta name="viewport" content="[^"]*"/;

/**
 * The page `template` (index.html with its preloads) around a rendered root, with the script that
 * holds a submit or a press made before hydration (./held-input.ts) ahead of what it watches, its
 * scripts (and, unless `withFonts`, its web font) started after the first paint
 * (./late-scripts.ts), and the page's own viewport where it has one (a mobile page's: laid out
 * 1200 px wide, a phone showed it zoomed out until the scripts ran).
 */
export function fillTemplate(
  template: string,
  rendered: { html: string; head: string; viewport?: string },
  withFonts = false,
): string {
  const page = rendered.viewport
    ? template.replace(VIEWPORT_META, `<meta name="viewport" content="${rendered.viewport}"`)
    : template;
  return scriptsAfterFirstPaint(page, withFonts)
    .replace('</head>', `${HOLD_INPUT_TAG}${rendered.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${rendered.html}</div>`);
}

/**
 * The renderer of one build folder, loaded on first use; null when the build has none (a build
 * from before server rendering) or when the folder was built again since (Node keeps the first
 * module, whose screens would not match the new page's scripts: the SPA's page goes out until a
 * restart, as `npm start` serves each new build from a folder of its own).
 */
export function ssrRenderer(distDir: string) {
  const entry = path.join(distDir, SSR_DIR, SSR_ENTRY);
  let loaded: { stamp: number; module: Promise<RendererModule> } | null = null;
  return async (): Promise<RendererModule | null> => {
    if (!existsSync(entry)) return null;
    const stamp = statSync(entry).mtimeMs;
    // Imported by its plain URL: its screen chunks import it back by that URL, and any other
    // would be a second copy of the app's stores.
    loaded ??= { stamp, module: import(pathToFileURL(entry).href) as Promise<RendererModule> };
    return loaded.stamp === stamp ? loaded.module : null;
  };
}

/** The client the renderer's API requests come from: the page request's. */
type PageClient = Pick<FastifyRequest, 'ip'> & {
  headers: Pick<FastifyRequest['headers'], 'cookie' | 'user-agent'>;
};

/** The renderer's API requests, answered by `app`'s handlers as `req`'s client. */
export function fetchThrough(app: FastifyInstance, req: PageClient) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => {
      headers[name] = value;
    });
    if (req.headers.cookie) headers.cookie = req.headers.cookie;
    if (req.headers['user-agent']) headers['user-agent'] = req.headers['user-agent'];
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const res = await app.inject({
      method: request.method as 'GET',
      url: url.pathname + url.search,
      headers,
      payload: body,
      remoteAddress: req.ip,
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers))
      if (value !== undefined)
        out.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, { status: res.statusCode, headers: out });
  };
}

/**
 * Once the server listens: the renderer loads, with the rendered screens' code, and renders the
 * landing page once, so the first visitors after a start are not the ones who wait for it (in
 * the background; a failure only means the first page is slower).
 */
export function warmRenderer(app: FastifyInstance, renderer: () => Promise<RendererModule | null>) {
  app.addHook('onListen', async () => {
    void renderer()
      .then((module) => module?.warm?.(fetchThrough(app, { ip: '127.0.0.1', headers: {} })))
      .catch((err: unknown) => app.log.warn({ err }, 'warming the server renderer failed'));
  });
}
