import type { Middleware } from 'openapi-fetch';
import { href, type RouteId } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import { apiEffects } from '../effects';
import { ApiError, isAbortError } from '../errors';

interface ErrorBody {
  code?: unknown;
  msg?: unknown;
  message?: unknown;
}

const lastFired = new Map<string, number>();

/** Runs an effect at most once per key within the latch window: concurrent errors act once. */
function once(key: string, effect: () => void): void {
  const now = Date.now();
  const last = lastFired.get(key);
  if (last !== undefined && now - last < readConfig(uiConfig).errorLatchMs) return;
  lastFired.set(key, now);
  effect();
}

export function resetErrorLatch(): void {
  lastFired.clear();
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

async function readBody(response: Response): Promise<{ json: ErrorBody | null; text: string }> {
  const text = await response
    .clone()
    .text()
    .catch(() => '');
  try {
    const parsed: unknown = JSON.parse(text);
    return { json: parsed && typeof parsed === 'object' ? (parsed as ErrorBody) : null, text };
  } catch {
    return { json: null, text };
  }
}

const isLoginRequiredMessage = (m: string) => /로그인이 필요|login required/i.test(m);

function handleUnauthorized(msg: string | undefined): void {
  const fx = apiEffects();
  const bridge = fx.bridge();
  if (bridge) {
    once('401-bridge', () => bridge.postMessage(JSON.stringify({ type: 'UNAUTHORIZED' })));
    return;
  }
  const path = fx.pathname();
  if (msg && isLoginRequiredMessage(msg)) return;
  if (
    path === href('landing') ||
    path === routesConfig.loginPath ||
    path.includes(routesConfig.mobileMarker)
  )
    return;
  once('401', () => {
    fx.alert(msg || readConfig(messages.errors).wrongAccess);
    void Promise.resolve(fx.logout()).finally(() => fx.navigate(href('landing')));
  });
}

/** The error catalogue of seed 000 §8 / 001 §8: codes and targets in ui.json `errorCatalogue`. */
export const errorCatalogueMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return response;
    const catalogue = readConfig(uiConfig).errorCatalogue;
    const fx = apiEffects();
    const { json, text } = await readBody(response);
    const code = json ? Number(json.code) : NaN;
    const status = response.status;
    const serverMsg =
      status === 500
        ? json
          ? (str(json.message) ?? str(json.msg))
          : str(text.trim())
        : str(json?.msg);
    const message = serverMsg ?? readConfig(messages.errors).server;
    const path = fx.pathname();

    if (catalogue.silent.some((c) => c === code)) throw new ApiError('', { status, code });
    const redirect = catalogue.redirects.find((r) => r.code === code);
    // Route ids in ui.json are checked against routes.json by the config checker.
    const onSkipped = redirect?.unlessOn?.some((id) => path === href(id as RouteId));
    if (redirect && !onSkipped)
      once(String(code), () => {
        if (redirect.bridge) fx.bridge()?.postMessage(JSON.stringify({ type: redirect.bridge }));
        fx.navigate(href(redirect.to as RouteId));
      });
    if (status === 401) handleUnauthorized(str(json?.msg));

    throw new ApiError(message, {
      status,
      code: Number.isNaN(code) ? undefined : code,
      serverMsg,
      body: json,
    });
  },
  onError({ error, request }) {
    if (error instanceof ApiError) return error;
    // Cancelled, whatever the fetch rejected with (an AbortError, or a wrapper around one).
    if (request.signal.aborted || isAbortError(error)) return new ApiError('', { cancelled: true });
    return new ApiError(readConfig(messages.errors).network);
  },
};
