// Input guard: the API reads JSON bodies only (any other media type is 415, so no body can skip
// the schema, which Fastify looks up by media type), a required body that is missing is 400, a
// NUL character anywhere in the path, query or body is 400 (PostgreSQL text cannot hold it), and
// so is a body nested deeper than MAX_JSON_DEPTH (whatever reads it later, the schema validator,
// the config checker or jsonb, may recurse once per level). The body rules run on the JSON text
// before it is parsed, for every operation alike.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError, MSG } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    bodyRequired?: boolean;
    multipart?: boolean;
  }
}

/** Deepest nesting of objects and arrays a request body may have. The deepest real body, a
 * config draft (body → files → file → its own nesting), has about 8 levels. */
export const MAX_JSON_DEPTH = 64;

/** Path and query values (flat: Fastify's query parser does not nest). */
export function containsNul(v: unknown): boolean {
  if (typeof v === 'string') return v.includes('\u0000');
  if (v === null || typeof v !== 'object') return false;
  return Object.entries(v).some(([k, x]) => k.includes('\u0000') || containsNul(x));
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN = new Set([0x5b, 0x7b]);
const CLOSE = new Set([0x5d, 0x7d]);

/**
 * Reads JSON text once, without recursion: 'deep' when objects and arrays nest deeper than
 * MAX_JSON_DEPTH, 'nul' when a string or key holds a NUL (JSON can only write it as the escape
 * \u0000; a raw control character is malformed and JSON.parse refuses it), else null.
 */
export function jsonHazard(text: string): 'deep' | 'nul' | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === QUOTE) inString = false;
      else if (c === BACKSLASH) {
        if (text.startsWith('u0000', i + 1)) return 'nul';
        i++;
      }
    } else if (c === QUOTE) inString = true;
    else if (OPEN.has(c)) {
      if (++depth > MAX_JSON_DEPTH) return 'deep';
    } else if (CLOSE.has(c)) depth--;
  }
  return null;
}

export const inputGuard = fp(
  async (app: FastifyInstance) => {
    app.removeAllContentTypeParsers();
    // JSON parser that accepts an empty body (clients send Content-Type on every method); the
    // body then counts as missing.
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => {
      const text = String(raw);
      if (text.trim() === '') return done(null, undefined);
      const hazard = jsonHazard(text);
      if (hazard)
        return done(new ApiError(400, hazard === 'nul' ? MSG.nul : MSG.tooDeep), undefined);
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

    // The body was read by the JSON parser above.
    app.addHook('preValidation', async (req) => {
      if (containsNul(req.params) || containsNul(req.query)) throw new ApiError(400, MSG.nul);
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
