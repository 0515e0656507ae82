// How long a refused client must wait, in the Retry-After header and in Korean words.
import type { FastifyReply } from 'fastify';
import { ApiError } from '../lib/errors.ts';

/** "30초" under a minute, else whole minutes rounded up ("15분"). */
export function waitText(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return seconds < 60 ? `${seconds}초` : `${Math.ceil(seconds / 60)}분`;
}

/** Whole minutes, rounded up ("1분" for 30 seconds): how a login lock-out is told. */
export function waitMinutesText(waitMs: number): string {
  return `${Math.max(1, Math.ceil(waitMs / 60_000))}분`;
}

/** A 429 that says how long to wait: `{what} {n}분 후에 다시 시도해주세요.` plus Retry-After
 * (in seconds whatever `wait` words it). */
export function tooMany(
  reply: FastifyReply,
  what: string,
  waitMs: number,
  wait: (waitMs: number) => string = waitText,
): ApiError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(waitMs / 1000))));
  return new ApiError(429, `${what} ${wait(waitMs)} 후에 다시 시도해주세요.`);
}
