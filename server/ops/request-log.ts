// Structured logs: one JSON line (pino, Fastify's logger) per request with its id, operation,
// status and duration. The id is the caller's X-Request-Id when a proxy in front sends a sane one
// (so one id follows a request through the proxy's log and ours), else a new UUID; it goes back in
// the X-Request-Id header so a user or an operator can quote it.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { hostname } from 'node:os';
import type { FastifyInstance, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[\w.:-]{1,64}$/;

export function requestId(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Fastify's logger: JSON lines on stdout at LOG_LEVEL (default info), ISO times. */
export function loggerOptions(
  env: Record<string, string | undefined> = process.env,
): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level: env.LOG_LEVEL ?? 'info',
    timestamp: () => `,"time":"${new Date().toISOString()}"`,
  };
}

/** A line outside any app (the cluster's primary, the start-up banner) in the apps' format. */
export function logLine(msg: string, fields: Record<string, unknown> = {}): void {
  const head = {
    level: 30,
    time: new Date().toISOString(),
    pid: process.pid,
    hostname: hostname(),
  };
  console.log(JSON.stringify({ ...head, ...fields, msg }));
}

/** The spec's operationId of the route, else its URL pattern ('unmatched' for a 404). */
export function operationOf(req: FastifyRequest): string {
  const schema = req.routeOptions.schema as { operationId?: string } | undefined;
  return schema?.operationId ?? req.routeOptions.url ?? 'unmatched';
}

export const requestLog = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (req, reply) => {
      reply.header(REQUEST_ID_HEADER, req.id);
    });
    // Fastify's own pair of lines is off (disableRequestLogging in app.ts): one line instead,
    // without the query string, which can carry personal data (searches by name or phone).
    app.addHook('onResponse', async (req, reply) => {
      req.log.info(
        {
          method: req.method,
          path: req.url.split('?')[0],
          operation: operationOf(req),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime * 10) / 10,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);
