// Cookies, security headers (CSP) and the login rate limit (per IP and email).
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { MSG } from '../lib/http.ts';
import { API_PREFIX } from '../lib/spec.ts';

export interface SecurityOptions {
  /** false turns the login rate limit off (tests); DISABLE_RATE_LIMIT=1 does too. */
  rateLimit?: boolean;
}

export const securityPlugin = fp<SecurityOptions>(
  async (app, opts) => {
    await app.register(cookie);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: true,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", 'https://www.googletagmanager.com'],
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

    const limitLogin = opts.rateLimit !== false && process.env.DISABLE_RATE_LIMIT !== '1';
    app.addHook('onRoute', (route) => {
      if (limitLogin && route.method === 'POST' && route.url === `${API_PREFIX}/user/login`) {
        route.config = {
          ...(route.config as object),
          rateLimit: { max: 10, timeWindow: '1 minute' },
        };
      }
    });
    await app.register(rateLimit, {
      global: false,
      hook: 'preHandler',
      keyGenerator: (req) =>
        `${req.ip}|${String((req.body as { email?: unknown } | undefined)?.email ?? '').toLowerCase()}`,
      errorResponseBuilder: () => ({ statusCode: 429, code: 429, msg: MSG.tooMany }),
    });
  },
  { name: 'security' },
);
