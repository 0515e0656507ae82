// Input guard: the API reads JSON bodies only (any other media type is 415, so no body can skip
// the schema, which Fastify looks up by media type), a required body that is missing is 400, and
// a NUL character anywhere in the path, query or body is 400 (PostgreSQL text cannot hold it).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, MSG } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    bodyRequired?: boolean;
    multipart?: boolean;
  }
}

export function containsNul(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (v === null || typeof v !== 'object' || depth > 64) return false;
  for (const [k, x] of Object.entries(v)) {
    if (k.includes('\u0000') || containsNul(x, depth + 1)) return true;
  }
  return false;
}

export const inputGuard = fp(
  async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    // JSON parser that accepts an empty body (clients send Content-Type on every method); the
    // body then counts as missing.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => {
      const text = String(raw);
      if (text.trim() === '') return done(null, undefined);
      try {
        done(null, JSON.parse(text));
      } catch {
        done(new ApiError(400, MSG.badRequest), undefined);
      }
    });

    app.addHook('onRoute', (route) => {
      const schema = route.schema as { body?: unknown } | undefined;
      // A multipart upload reads its own body in the handler (after the session check).
      const multipart = JSON.stringify(schema?.body ?? null).includes('"format":"binary"');
      if (schema?.body && !multipart)
        route.config = { ...(route.config as object), bodyRequired: true };
      if (multipart) route.config = { ...(route.config as object), multipart: true };
    });

    // The upload plugin parses multipart bodies on every route; only an upload route may get
    // one, so a multipart body never reaches a JSON (or body-less) handler unvalidated.
    app.addHook('onRequest', async (req) => {
      const type = req.headers['content-type'];
      if (type?.toLowerCase().startsWith('multipart/') && !req.routeOptions.config.multipart)
        throw new ApiError(415, MSG.mediaType);
    });

    app.addHook('preValidation', async (req) => {
      if (containsNul(req.params) || containsNul(req.query) || containsNul(req.body))
        throw new ApiError(400, MSG.nul);
    });
    // After the session check, so a caller without a session hears 401 first.
    app.addHook('preHandler', async (req) => {
      if (req.routeOptions.config.bodyRequired && req.body === undefined)
        throw new ApiError(400, MSG.noBody);
    });
  },
  { name: 'input-guard' },
);

/** Errors Fastify answers before routing (a path segment too long, a malformed URL): {code, msg}. */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode === 414 ? 414 : 400;
  void reply.code(status).send({ code: status, msg: MSG.badRequest });
}
