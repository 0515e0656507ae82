// Request limits for the calls anyone can make: login and password recovery (per address, and
// per account across addresses, keyed on the one normalised email) and the guest writes
// (consultation, join consultation). In memory, per process: a multi-process deployment puts the same
// limits in its proxy as well.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { normEmail } from './auth.ts';
import { ApiError, MSG } from './errors.ts';

/** Fixed-window counters with a bounded number of keys (oldest windows dropped first). */
export class WindowCounter {
  private readonly hits = new Map<string, { n: number; resetAt: number }>();
  constructor(
    readonly max: number,
    readonly windowMs: number,
    private readonly maxKeys = 50_000,
  ) {}

  count(key: string, now = Date.now()): number {
    const e = this.hits.get(key);
    return e && e.resetAt > now ? e.n : 0;
  }

  /** Counts one hit; true when the key is now over its limit. */
  add(key: string, now = Date.now()): boolean {
    const e = this.hits.get(key);
    if (e && e.resetAt > now) e.n++;
    else {
      this.hits.delete(key);
      if (this.hits.size >= this.maxKeys) this.hits.delete(this.hits.keys().next().value!);
      this.hits.set(key, { n: 1, resetAt: now + this.windowMs });
    }
    return this.count(key, now) > this.max;
  }

  reset(key: string) {
    this.hits.delete(key);
  }
}

export const LIMITS = {
  /** Login attempts from one address. */
  loginPerIp: { max: 30, windowMs: 60_000 },
  /** Failed logins of one account, from any address. */
  loginFailuresPerAccount: { max: 10, windowMs: 15 * 60_000 },
  /** Each guest write from one address. */
  guestWritePerIp: { max: 5, windowMs: 10 * 60_000 },
  /** Password recovery calls from one address (like login). */
  recoveryPerIp: { max: 30, windowMs: 60_000 },
  /** Recovery attempts on one account from any address: each code requested and each wrong
   * code counts, like a failed login. */
  recoveryPerAccount: { max: 10, windowMs: 15 * 60_000 },
} as const;

type Limit = 'login' | 'recovery' | 'guest';

const LIMITED: Record<string, Limit> = {
  '/user/login': 'login',
  '/user/find-password': 'recovery',
  '/user/password-reset': 'recovery',
  '/consult/join-consult': 'guest',
  '/consult/request': 'guest',
};

declare module 'fastify' {
  interface FastifyContextConfig {
    limit?: Limit;
  }
}

/** POST /user/find-password (a code texted) rather than /user/password-reset (a code entered). */
const isCodeRequest = (req: FastifyRequest) =>
  req.routeOptions.url?.endsWith('/user/find-password') === true;

const accountOf = (req: FastifyRequest) => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? normEmail(email) : '';
};

export const requestLimits = fp<{ prefix: string; enabled: boolean }>(
  async (app: FastifyInstance, opts) => {
    const perIp = new WindowCounter(LIMITS.loginPerIp.max, LIMITS.loginPerIp.windowMs);
    const failures = new WindowCounter(
      LIMITS.loginFailuresPerAccount.max,
      LIMITS.loginFailuresPerAccount.windowMs,
    );
    const guest = new WindowCounter(LIMITS.guestWritePerIp.max, LIMITS.guestWritePerIp.windowMs);
    const recoveryIp = new WindowCounter(LIMITS.recoveryPerIp.max, LIMITS.recoveryPerIp.windowMs);
    const recoveryAccount = new WindowCounter(
      LIMITS.recoveryPerAccount.max,
      LIMITS.recoveryPerAccount.windowMs,
    );

    app.addHook('onRoute', (route) => {
      if (route.method !== 'POST' || !opts.enabled) return;
      const limit = LIMITED[route.url.slice(opts.prefix.length)];
      if (limit) route.config = { ...(route.config as object), limit };
    });

    // After validation, so only well-formed requests count and the body's email is a string.
    app.addHook('preHandler', async (req) => {
      const limit = req.routeOptions.config.limit;
      if (limit === 'login') {
        if (perIp.add(req.ip) || failures.count(accountOf(req)) >= failures.max)
          throw new ApiError(429, MSG.tooMany);
      } else if (limit === 'recovery') {
        // Each code requested counts at once (requests sent together cannot slip past); a
        // wrong code counts when it is refused (onResponse), like a failed login.
        const account = accountOf(req);
        const over = isCodeRequest(req)
          ? recoveryAccount.add(account)
          : recoveryAccount.count(account) >= recoveryAccount.max;
        if (recoveryIp.add(req.ip) || over) throw new ApiError(429, MSG.tooMany);
      } else if (limit === 'guest') {
        if (guest.add(`${req.routeOptions.url}|${req.ip}`)) throw new ApiError(429, MSG.tooMany);
      }
    });

    app.addHook('onResponse', async (req, reply) => {
      const limit = req.routeOptions.config.limit;
      if (limit === 'login') {
        if (reply.statusCode === 401) failures.add(accountOf(req));
        else if (reply.statusCode === 200) failures.reset(accountOf(req));
      } else if (limit === 'recovery' && !isCodeRequest(req)) {
        if (reply.statusCode === 200) recoveryAccount.reset(accountOf(req));
        else if (reply.statusCode === 400) recoveryAccount.add(accountOf(req));
      }
    });
  },
  { name: 'request-limits' },
);
