// Cookies, security headers (CSP) and the login and guest-write limits (server/lib/limits.ts).
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';
import { requestLimits } from '../lib/limits.ts';
import { API_PREFIX } from '../lib/spec.ts';

export interface SecurityOptions {
  /** false turns the limits off (tests); DISABLE_RATE_LIMIT=1 does too. */
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

    await app.register(requestLimits, {
      prefix: API_PREFIX,
      enabled: opts.rateLimit !== false && process.env.DISABLE_RATE_LIMIT !== '1',
    });
  },
  { name: 'security' },
);
