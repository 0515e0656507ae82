// What every handler works with: its context, its typed map, the request parts and the answer
// envelope. Errors (errors.ts), the caller (auth.ts) and value formats (format.ts) live apart.
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import type { OperationHandlers } from './operations.ts';
import type { PaymentGateway } from './payments.ts';
import type { SmsSender } from './sms.ts';

export interface Ctx {
  db: Db;
  sms: SmsSender;
  payments: PaymentGateway;
}

/** Handlers of one tag, each typed by its operation in the spec (./operations.ts). */
export type Handlers = OperationHandlers;

export const ok = <T>(result: T) => ({ result });

export function body<T>(req: FastifyRequest): T {
  return req.body as T;
}
export function query<T>(req: FastifyRequest): T {
  return req.query as T;
}
export function params<T>(req: FastifyRequest): T {
  return req.params as T;
}

export function pageArgs(q: { page?: number; limit?: number }, defLimit: number) {
  const page = Math.max(1, Math.trunc(Number(q.page ?? 1)) || 1);
  const limit = Math.min(100, Math.max(1, Math.trunc(Number(q.limit ?? defLimit)) || defLimit));
  return { page, limit, offset: (page - 1) * limit };
}
