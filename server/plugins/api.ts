// The API: routes, request schemas and security come from spec/openapi.yaml through
// fastify-openapi-glue; handlers live in server/handlers/<tag>.ts. The same spec is served as
// the API reference at /api/docs.
import { readFileSync } from 'node:fs';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { buildService } from '../handlers/index.ts';
import { MSG } from '../lib/errors.ts';
import { lookupSession, SESSION_COOKIE, SESSION_IN_QUERY, sessionKeyOf } from '../lib/session.ts';
import type { SmsSender } from '../lib/sms.ts';
import { API_PREFIX, loadSpec, SPEC_PATH } from '../lib/spec.ts';
import type { PhotoStore } from '../rooms/photo-store.ts';

/** `METHOD /api/v2/path/:param` of every SESSION_IN_QUERY operation, as Fastify names routes. */
function sessionInQueryRoutes(spec: ReturnType<typeof loadSpec>): Set<string> {
  const out = new Set<string>();
  const paths = (spec as { paths: Record<string, Record<string, { operationId?: string }>> }).paths;
  for (const [p, ops] of Object.entries(paths))
    for (const [method, op] of Object.entries(ops))
      if (op.operationId && SESSION_IN_QUERY.has(op.operationId))
        out.add(`${method.toUpperCase()} ${API_PREFIX}${p.replace(/\{(\w+)\}/g, ':$1')}`);
  if (out.size !== SESSION_IN_QUERY.size)
    throw new Error('SESSION_IN_QUERY names a missing operation');
  return out;
}

export const apiPlugin = fp<{
  db: Db;
  sms: SmsSender;
  photos: PhotoStore;
  photoQuotaBytes: number;
}>(
  async (app, { db, sms, photos, photoQuotaBytes }) => {
    // Response schemas stay in the spec for contract tests; serialisation is plain JSON.
    const spec = loadSpec();
    const inQuery = sessionInQueryRoutes(spec);
    app.addHook('onRoute', (route) => {
      for (const m of [route.method].flat())
        if (inQuery.has(`${m} ${route.url}`))
          route.config = { ...(route.config as object), sessionInQuery: true };
      if (route.schema && 'response' in route.schema)
        delete (route.schema as { response?: unknown }).response;
      // A config draft carries every editable file (the Korean messages alone are ~50 KB).
      if (route.url === `${API_PREFIX}/studio/config/draft`) route.bodyLimit = 1024 * 1024;
    });
    await app.register(openapiGlue, {
      specification: spec,
      serviceHandlers: buildService({ db, sms, photos, photoQuotaBytes }),
      securityHandlers: {
        async cookieAuth(req: FastifyRequest) {
          // These handlers check the session inside their own statement (lib/session.ts).
          if (req.routeOptions.config.sessionInQuery) {
            const key = sessionKeyOf(req.cookies[SESSION_COOKIE]);
            if (!key) throw Object.assign(new Error(MSG.login), { statusCode: 401 });
            req.sessionKey = key;
            return;
          }
          const s = await lookupSession(db, req.cookies[SESSION_COOKIE]);
          if (!s) throw Object.assign(new Error(MSG.login), { statusCode: 401 });
          req.auth = s;
        },
      },
      prefix: API_PREFIX,
    });

    // @fastify/swagger-ui only needs a `swagger()` decorator, so a small static provider stands
    // in for @fastify/swagger.
    const specYaml = readFileSync(SPEC_PATH, 'utf8');
    await app.register(
      fp(
        async (f) => {
          f.decorate('swagger', (o?: { yaml?: boolean }) =>
            o?.yaml ? specYaml : structuredClone(spec),
          );
        },
        { name: '@fastify/swagger' },
      ),
    );
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'api' },
);
