import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '@/generated/api/schema';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import { cleanBodySerializer, cleanQuerySerializer } from './middleware/clean-params';
import { errorCatalogueMiddleware } from './middleware/error-catalogue';
import { headersMiddleware } from './middleware/headers';

export type ApiClient = Client<paths>;

/**
 * Same-origin API base, made absolute so Request() accepts it outside browsers too (jsdom, Node).
 * Developer-owned (ui.schema.json `x-owner`): the same in every config version, so the one client
 * is built with it once.
 */
function absoluteApiBase(): string {
  const base = readConfig(uiConfig).request.apiBase;
  // In the server renderer (src/entry-server.tsx) the requests go to the app itself
  // (setServerFetch): any origin makes them valid Requests. The browser build drops this line.
  if (import.meta.env.SSR) return new URL(base, SERVER_ORIGIN).toString().replace(/\/$/, '');
  return typeof window === 'undefined'
    ? base
    : new URL(base, window.location.origin).toString().replace(/\/$/, '');
}

/** The origin of API requests made while the server renders a page. */
export const SERVER_ORIGIN = 'http://server-render.invalid';

/** Where API requests go instead of the network while the server renders a page. */
let serverFetch: ((request: Request) => Promise<Response>) | null = null;

/** Sends the client's API requests to `fetch` (the server's own handlers), or back to the network. */
export function setServerFetch(fetch: ((request: Request) => Promise<Response>) | null): void {
  serverFetch = fetch;
}

/** Builds a client; tests inject `fetch` to answer calls without a server. */
export function createApiClient(
  opts: { fetch?: (request: Request) => Promise<Response>; baseUrl?: string } = {},
): ApiClient {
  const client = createClient<paths>({
    baseUrl: opts.baseUrl ?? absoluteApiBase(),
    credentials: 'include',
    fetch: (opts.fetch ??
      (import.meta.env.SSR
        ? (input: Request) => (serverFetch ?? globalThis.fetch)(input)
        : (input: Request) => globalThis.fetch(input))) as typeof fetch,
    bodySerializer: cleanBodySerializer,
    querySerializer: cleanQuerySerializer,
  });
  client.use(headersMiddleware, errorCatalogueMiddleware);
  return client;
}

export const api: ApiClient = createApiClient();

/**
 * The spec requires App-Platform on state-changing calls (the server rejects cross-site posts
 * without it); the headers middleware sets it too, this satisfies the generated types.
 */
export const platform = { header: { 'App-Platform': 'web' } } as const;

/** `platform` plus the Idempotency-Key of the user action, for the writes that charge money or
 * send a message (docs/decisions.md A-84): a repeat of the key does nothing twice. */
export const idempotent = (key: string) =>
  ({ header: { ...platform.header, 'Idempotency-Key': key } }) as const;
