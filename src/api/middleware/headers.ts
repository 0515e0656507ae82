import type { Middleware } from 'openapi-fetch';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import { readSafeAuthConfirm } from '@/lib/storage';

/** Shared request headers (seed 000 §7, A-18, A-19). */
export const headersMiddleware: Middleware = {
  onRequest({ request }) {
    const h = request.headers;
    h.set('App-Platform', readConfig(uiConfig).request.appPlatform);
    h.set('App-Version', readConfig(uiConfig).request.appVersion);
    // A multipart upload keeps the type (and boundary) the browser gave its FormData body.
    if (!h.get('Content-Type')?.startsWith('multipart/form-data'))
      h.set('Content-Type', 'application/json');
    h.set('Cache-Control', 'no-cache');
    h.set('Pragma', 'no-cache');
    h.set('Expires', '0');
    const confirm = readSafeAuthConfirm();
    if (confirm) h.set('Safe-Auth-Confirm', confirm);
    return request;
  },
};
