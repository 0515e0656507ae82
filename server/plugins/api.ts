// The API: routes and request schemas come from spec/openapi.yaml through fastify-openapi-glue,
// who may call each operation from its x-roles (role-gate.ts); handlers live in
// server/handlers/<tag>.ts. The same spec is served as the API reference at /api/docs.
import { readFileSync } from 'node:fs';
import swaggerUi from '@fastify/swagger-ui';
import type { RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import type { Db } from '../db/index.ts';
import { buildService } from '../handlers/index.ts';
import type { OperationId } from '../lib/operations.ts';
import type { PaymentGateway } from '../lib/payments.ts';
import { operationRoles } from '../lib/roles.ts';
import { checksSessionInStatement } from '../lib/session.ts';
import type { SmsSender } from '../lib/sms.ts';
import { API_PREFIX, loadSpec, SPEC_PATH } from '../lib/spec.ts';
import type { NotificationHub } from '../notifications/hub.ts';
import type { PhotoStore } from '../rooms/photo-store.ts';
import { roleGate } from './role-gate.ts';

/** The operations of `spec` that `handlers` lacks, as `getGhost (GET /ghost)`. */
function operationsWithoutHandler(
  spec: Record<string, unknown>,
  handlers: Record<string, unknown>,
): string[] {
  const paths = spec.paths as Record<string, Record<string, { operationId?: string }>>;
  return Object.entries(paths).flatMap(([route, item]) =>
    Object.entries(item).flatMap(([method, op]) =>
      op.operationId && !handlers[op.operationId]
        ? [`${op.operationId} (${method.toUpperCase()} ${route})`]
        : [],
    ),
  );
}

const WHOLE_CONFIG_ROUTES = new Set(
  ['/studio/config/draft', '/studio/config/import'].map((p) => `${API_PREFIX}${p}`),
);

export const apiPlugin = fp<{
  db: Db;
  sms: SmsSender;
  payments: PaymentGateway;
  photos: PhotoStore;
  photoQuotaBytes: number;
  /** The OpenAPI document (default: spec/openapi.yaml); tests pass an edited one. */
  spec?: Record<string, unknown>;
  /** The clock of the config schedules (BuildOptions.schedules; default: the real one). */
  now?: () => Date;
  /** Live notifications of this process (server/notifications/hub.ts). */
  hub: NotificationHub;
}>(
  async (app, { db, sms, payments, photos, photoQuotaBytes, spec = loadSpec(), now, hub }) => {
    // Response schemas stay in the spec for contract tests; serialisation is plain JSON.
    const roles = operationRoles(spec);
    const handlers = buildService({ db, sms, payments, photos, photoQuotaBytes, now, hub });
    // Every operation needs its handler before anything is registered: one missing stops the
    // start with all of them named, never a 500 when a client calls it.
    const missing = operationsWithoutHandler(spec, handlers);
    if (missing.length)
      throw new Error(
        `spec/openapi.yaml has ${missing.length} operation(s) without a handler in server/handlers/: ${missing.join(', ')}`,
      );
    app.addHook('onRoute', (route) => {
      if (route.schema && 'response' in route.schema)
        delete (route.schema as { response?: unknown }).response;
      // A config draft, or an exported version to import, carries every editable file (the
      // Korean messages alone are ~80 KB).
      if (WHOLE_CONFIG_ROUTES.has(route.url)) route.bodyLimit = 1024 * 1024;
    });
    await app.register(openapiGlue, {
      specification: spec,
      // Each route gets its handler and the role gate of its operation's x-roles.
      operationResolver(operationId: string) {
        const handler = handlers[operationId as OperationId];
        if (!handler) throw new Error(`no handler for operation ${operationId}`);
        const gate = roleGate(db, roles.get(operationId)!, checksSessionInStatement(handler));
        // The glue spreads these over the route it builds (method and url come from the spec),
        // though its type asks for whole route options.
        return { handler, ...(gate ? { preHandler: gate } : {}) } as unknown as RouteOptions;
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
