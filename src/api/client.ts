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
  return typeof window === 'undefined'
    ? base
    : new URL(base, window.location.origin).toString().replace(/\/$/, '');
}

/** Builds a client; tests inject `fetch` to answer calls without a server. */
export function createApiClient(
  opts: { fetch?: (request: Request) => Promise<Response>; baseUrl?: string } = {},
): ApiClient {
  const client = createClient<paths>({
    baseUrl: opts.baseUrl ?? absoluteApiBase(),
    credentials: 'include',
    fetch: (opts.fetch ?? ((input: Request) => globalThis.fetch(input))) as typeof fetch,
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
