// Builds the Fastify app: routes and request validation come from spec/openapi.yaml through
// fastify-openapi-glue; handlers live in server/handlers/<tag>.ts.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyError, type FastifyRequest } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { openDb, migrate, type Db } from './db/index.ts';
import { seedIfEmpty } from './db/seed/index.ts';
import { buildService } from './handlers/index.ts';
import { ApiError, MSG } from './lib/http.ts';
import { lookupSession, SESSION_COOKIE } from './lib/session.ts';
import { outboxSms, type SmsSender } from './lib/sms.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const ROOT = path.join(here, '..');
export const SPEC_PATH = path.join(ROOT, 'spec', 'openapi.yaml');
export const API_PREFIX = '/api/v2';
export const BODY_LIMIT = 64 * 1024;

const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

export interface BuildOptions {
  dbUrl?: string;
  dataDir?: string;
  logger?: boolean;
  /** Serve the built SPA (dist/) with history fallback and /files/* from public/files. */
  spa?: { distDir: string };
  /** Serve /files/* from this folder (public/files). */
  filesDir?: string;
  rateLimit?: boolean;
  /** Text-message provider; default: the sms_outbox table plus one `SMS ` log line. */
  sms?: SmsSender;
}

export function loadSpec(): Record<string, unknown> {
  return parseYaml(readFileSync(SPEC_PATH, 'utf8')) as Record<string, unknown>;
}

function makeAjv(coerce: boolean): Ajv {
  const ajv = new Ajv({
    coerceTypes: coerce,
    useDefaults: coerce,
    removeAdditional: false,
    allErrors: false,
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

interface HeaderSchema {
  properties?: Record<string, unknown>;
  required?: string[];
  [k: string]: unknown;
}

/** Node lowercases incoming header names; the spec spells them as sent (App-Platform). */
function lowerCaseHeaders(schema: HeaderSchema): HeaderSchema {
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
  );
  return {
    ...schema,
    properties,
    ...(schema.required ? { required: schema.required.map((r) => r.toLowerCase()) } : {}),
  };
}

export async function buildApp(opts: BuildOptions = {}): Promise<FastifyInstance & { db: Db }> {
  const db = await openDb({ dbUrl: opts.dbUrl, dataDir: opts.dataDir });
  await migrate(db);
  await seedIfEmpty(db);

  const app = Fastify({
    logger: opts.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: false,
  });
  app.decorate('db', db);
  app.addHook('onClose', async () => {
    await db.close();
  });

  // Bodies: no coercion, nothing removed. Query, path and header params: coerced.
  const bodyAjv = makeAjv(false);
  const paramAjv = makeAjv(true);
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart === 'body') return bodyAjv.compile(schema);
    if (httpPart === 'headers') return paramAjv.compile(lowerCaseHeaders(schema as HeaderSchema));
    return paramAjv.compile(schema);
  });

  // JSON parser that accepts an empty body (clients send Content-Type on every method).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, raw, done) => {
    const text = String(raw);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new ApiError(400, MSG.badRequest), undefined);
    }
  });

  app.setErrorHandler((err: FastifyError & { code?: unknown }, req, reply) => {
    if (process.env.DEBUG_API_ERRORS)
      console.error('[api error]', err.message, err.validation ?? '');
    if (err instanceof ApiError) {
      // Config checks answer with their one-line problems beside the message.
      const problems = (err as { problems?: string[] }).problems;
      return reply
        .code(err.status)
        .send({ code: err.code, msg: err.message, ...(problems ? { problems } : {}) });
    }
    const status = err.statusCode ?? 500;
    if (
      err.validation ||
      status === 400 ||
      status === 413 ||
      status === 415 ||
      (typeof err.code === 'string' && err.code.startsWith('FST_ERR_CTP'))
    ) {
      return reply.code(400).send({ code: 400, msg: MSG.badRequest });
    }
    if (status === 401) return reply.code(401).send({ code: 401, msg: MSG.login });
    if (status === 429) return reply.code(429).send({ code: 429, msg: MSG.tooMany });
    if (status === 404) return reply.code(404).send({ code: 404, msg: MSG.notFound });
    if (status >= 400 && status < 500)
      return reply.code(status).send({ code: status, msg: MSG.badRequest });
    req.log.error(err);
    return reply.code(500).send({ code: 500, msg: MSG.server });
  });

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

  // Response schemas stay in the spec for contract tests; serialisation is plain JSON.
  // Login gets its own rate limit (per IP and email).
  app.addHook('onRoute', (route) => {
    if (route.schema && 'response' in route.schema)
      delete (route.schema as { response?: unknown }).response;
    // A config draft carries every editable file (the Korean messages alone are ~50 KB).
    if (route.url === `${API_PREFIX}/studio/config/draft`) route.bodyLimit = 1024 * 1024;
    if (
      route.method === 'POST' &&
      route.url === `${API_PREFIX}/user/login` &&
      opts.rateLimit !== false &&
      process.env.DISABLE_RATE_LIMIT !== '1'
    ) {
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

  const spec = loadSpec();
  await app.register(openapiGlue, {
    specification: spec,
    serviceHandlers: buildService({ db, sms: opts.sms ?? outboxSms() }),
    securityHandlers: {
      async cookieAuth(req: FastifyRequest) {
        const s = await lookupSession(db, req.cookies[SESSION_COOKIE]);
        if (!s) throw Object.assign(new Error(MSG.login), { statusCode: 401 });
        req.auth = s;
      },
    },
    prefix: API_PREFIX,
  });

  // API reference from the same spec. @fastify/swagger-ui only needs a `swagger()` decorator,
  // so a small static provider stands in for @fastify/swagger.
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

  if (opts.filesDir && existsSync(opts.filesDir)) {
    await app.register(fastifyStatic, {
      root: opts.filesDir,
      prefix: '/files/',
      decorateReply: false,
    });
  }
  if (opts.spa) {
    await app.register(fastifyStatic, {
      root: opts.spa.distDir,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
    });
  }
  const indexHtml = opts.spa ? path.join(opts.spa.distDir, 'index.html') : null;
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '';
    if (
      indexHtml &&
      req.method === 'GET' &&
      !url.startsWith('/api') &&
      !url.startsWith('/files/')
    ) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(readFileSync(indexHtml));
    }
    return reply
      .code(404)
      .send({ code: 404, msg: url.startsWith('/api') ? MSG.apiNotFound : MSG.notFound });
  });

  return app as unknown as FastifyInstance & { db: Db };
}
