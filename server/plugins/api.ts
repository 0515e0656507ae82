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
import { MSG } from '../lib/http.ts';
import { lookupSession, SESSION_COOKIE } from '../lib/session.ts';
import type { SmsSender } from '../lib/sms.ts';
import { API_PREFIX, loadSpec, SPEC_PATH } from '../lib/spec.ts';
import type { PhotoStore } from '../rooms/photo-store.ts';

export const apiPlugin = fp<{ db: Db; sms: SmsSender; photos: PhotoStore }>(
  async (app, { db, sms, photos }) => {
    // Response schemas stay in the spec for contract tests; serialisation is plain JSON.
    app.addHook('onRoute', (route) => {
      if (route.schema && 'response' in route.schema)
        delete (route.schema as { response?: unknown }).response;
      // A config draft carries every editable file (the Korean messages alone are ~50 KB).
      if (route.url === `${API_PREFIX}/studio/config/draft`) route.bodyLimit = 1024 * 1024;
    });
    const spec = loadSpec();
    await app.register(openapiGlue, {
      specification: spec,
      serviceHandlers: buildService({ db, sms, photos }),
      securityHandlers: {
        async cookieAuth(req: FastifyRequest) {
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
