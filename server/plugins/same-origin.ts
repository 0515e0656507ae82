// A second defence against cross-site request forgery, after the SameSite=Lax session cookie and
// the App-Platform header every state-changing call must carry (a form on another site cannot
// send it, and a script there cannot without a CORS preflight this server never grants): a
// state-changing API request a browser sent from another site is refused with 403.
// - Sec-Fetch-Site (every current browser sends it) must be same-origin ("none" is the user's own
//   action, such as a bookmark). same-site is refused too: a sibling subdomain receives no more
//   trust than any other site.
// - Without it, an Origin header must be this server's own origin (as the request reached it,
//   through a trusted proxy's X-Forwarded-* when TRUST_PROXY=1); "null" is refused.
// - A request with neither header is let through: it does not come from a browser page (curl,
//   server-to-server calls, tests) or comes from a browser too old to send either, and
//   forgery needs the victim's browser; the two defences above still apply to it.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../lib/errors.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CROSS_SITE_MSG =
  '다른 사이트에서 보낸 요청은 처리할 수 없습니다. 포털 화면에서 다시 시도해주세요.';

export function isCrossSite(req: FastifyRequest): boolean {
  const site = req.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = req.headers.origin;
  if (origin === undefined) return false;
  try {
    return new URL(origin).origin !== new URL(`${req.protocol}://${req.host}`).origin;
  } catch {
    return true;
  }
}

export const sameOrigin = fp<{ prefix: string }>(
  async (app: FastifyInstance, { prefix }) => {
    // Before the body is read: a forged request costs nothing more.
    app.addHook('onRequest', async (req) => {
      if (STATE_CHANGING.has(req.method) && req.url.startsWith(`${prefix}/`) && isCrossSite(req))
        throw new ApiError(403, CROSS_SITE_MSG);
    });
  },
  { name: 'same-origin' },
);
