// Shared server helpers: error type, auth info on requests, small formatters.
import type { FastifyRequest } from 'fastify';
import {
  contactLists as domainContactLists,
  type ContactCodes,
  type ContactMethodType,
} from '../../domain/contact-methods.ts';
import { ContactMethodCodeSchema, type ContactMethodCode } from '../../src/generated/api/zod.ts';
import { uiConfig } from '../../src/generated/config/ui.ts';
import type { Db } from '../db/index.ts';
import type { OperationHandlers } from './operations.ts';
import type { SmsSender } from './sms.ts';

export class ApiError extends Error {
  constructor(
    public status: number,
    msg: string,
    public code: number = status,
  ) {
    super(msg);
  }
}

export const MSG = {
  badRequest: '요청 형식이 올바르지 않습니다.',
  login: '로그인이 필요합니다.',
  notFound: '요청한 정보를 찾을 수 없습니다.',
  apiNotFound: '요청한 API를 찾을 수 없습니다.',
  server: '서버 오류가 발생했습니다.',
  tooMany: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
  mediaType: '요청 본문은 JSON(application/json)으로 보내주세요.',
  noBody: '요청 본문이 필요합니다.',
  masterOnly: '대표(마스터) 계정만 이용할 수 있습니다.',
  nul: '입력값에 사용할 수 없는 문자(NUL)가 있습니다.',
} as const;

export interface AuthInfo {
  userId: number;
  agentId: number;
  email: string;
  agentEmail: string;
  /** The stored (hashed) session token. */
  token: string;
  authKey: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth?: AuthInfo;
  }
}

export interface Ctx {
  db: Db;
  sms: SmsSender;
}

/** Handlers of one tag, each typed by its operation in the spec (./operations.ts). */
export type Handlers = OperationHandlers;

export function auth(req: FastifyRequest): AuthInfo {
  if (!req.auth) throw new ApiError(401, MSG.login);
  return req.auth;
}

/** The one email normalisation: lookups, throttling keys and stored requests all use it. */
export const normEmail = (email: string) => email.trim().toLowerCase();

export function isMasterAuth(a: AuthInfo): boolean {
  return normEmail(a.email) === normEmail(a.agentEmail);
}

/** Office-wide calls (orders, payment history, products in use) are for the master account. */
export function masterAuth(req: FastifyRequest): AuthInfo {
  const a = auth(req);
  if (!isMasterAuth(a)) throw new ApiError(403, MSG.masterOnly);
  return a;
}

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

export const isoTime = (v: unknown): string =>
  v instanceof Date ? v.toISOString() : new Date(String(v)).toISOString();

export function isoDate(v: unknown): string {
  if (v instanceof Date) {
    // DATE columns come back as local-midnight Date objects
    const y = v.getFullYear();
    const m = String(v.getMonth() + 1).padStart(2, '0');
    const d = String(v.getDate()).padStart(2, '0');
    return `${y}-${m}-${d}`;
  }
  return String(v).slice(0, 10);
}

export const countStr = (n: number): string => n.toLocaleString('ko-KR');

/** Today in Korea as yyyy-MM-dd. */
export function todayKst(now = new Date()): string {
  return new Date(now.getTime() + 9 * 3600_000).toISOString().slice(0, 10);
}

/** Contact-method codes (spec/config/ui.json), the table the SPA reads too. */
// Checked against the spec's code enum at start: a config whose codes left it would make every
// answer break the spec.
const configCodes = uiConfig.contact.codes;
export const CONTACT_CODES: ContactCodes<ContactMethodCode> = {
  CALL: ContactMethodCodeSchema.parse(configCodes.CALL),
  SMS: ContactMethodCodeSchema.parse(configCodes.SMS),
  CHAT_TALK: ContactMethodCodeSchema.parse(configCodes.CHAT_TALK),
};
export type ContactName = ContactMethodType;

/** Codes or names → both sorted lists (domain/contact-methods.ts). */
export const contactLists = (values: readonly unknown[]) =>
  domainContactLists(CONTACT_CODES, values);

export function pageArgs(q: { page?: number; limit?: number }, defLimit: number) {
  const page = Math.max(1, Math.trunc(Number(q.page ?? 1)) || 1);
  const limit = Math.min(100, Math.max(1, Math.trunc(Number(q.limit ?? defLimit)) || defLimit));
  return { page, limit, offset: (page - 1) * limit };
}
