// How long a refused client must wait, in the Retry-After header and in Korean words.
import type { FastifyReply } from 'fastify';
import { ApiError } from '../lib/errors.ts';

/** "30초" under a minute, else whole minutes rounded up ("15분"). */
export function waitText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

/** A 429 that says how long to wait: `{what} {n}분 후에 다시 시도해주세요.` plus Retry-After. */
export function tooMany(reply: FastifyReply, what: string, waitMs: number): ApiError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new ApiError(429, `${what} ${waitText(waitMs)} 후에 다시 시도해주세요.`);
}
