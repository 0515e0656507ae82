// Cookies, security headers (CSP), the same-origin check of state-changing calls, the global rate
// limit and the login and guest-write limits (server/limits/).
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { API_PREFIX } from '../lib/spec.ts';
import { globalRateLimit } from '../limits/global-rate-limit.ts';
import { requestLimits } from '../limits/request-limits.ts';
import { HOLD_INPUT_CSP } from './held-input.ts';
import { LATE_SCRIPTS_CSP } from './late-scripts.ts';
import { sameOrigin } from './same-origin.ts';

export interface SecurityOptions {
  /** false turns the limits off (tests); DISABLE_RATE_LIMIT=1 does too. */
  rateLimit?: boolean;
  db: Db;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app, opts) => {
    await app.register(cookie);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          // The rendered pages' two inline scripts, by their hashes (./held-input.ts,
          // ./late-scripts.ts).
          scriptSrc: [
            "'self'",
            HOLD_INPUT_CSP,
            LATE_SCRIPTS_CSP,
            'https://www.googletagmanager.com',
          ],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: [
            "'self'",
            'https://www.google-analytics.com',
            'https://*.google-analytics.com',
          ],
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });

    await app.register(sameOrigin, { prefix: API_PREFIX });
    const limits = opts.rateLimit !== false && process.env.DISABLE_RATE_LIMIT !== '1';
    if (limits) await app.register(globalRateLimit, { db: opts.db, prefix: API_PREFIX });
    await app.register(requestLimits, { db: opts.db, prefix: API_PREFIX, enabled: limits });
  },
  { name: 'security' },
);
