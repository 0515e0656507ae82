// One-time codes texted to an account's phone (password recovery, a staff invitation): one
// pending code per account in password_resets, stored as a hash that only means something for
// its account, valid until its expiry and for a number of entries.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.ts';

const hashCode = (userId: number, code: string) =>
  createHash('sha256').update(`${userId}:${code}`).digest();

const sameHash = (stored: string, given: Buffer) => {
  const a = Buffer.from(stored, 'hex');
  return a.length === given.length && timingSafeEqual(a, given);
};

/** Replaces the account's pending code with a new 6-digit one; returns it (for the text only). */
export async function issueCode(q: Db['query'], userId: number, expiresAt: Date): Promise<string> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await q(
    `INSERT INTO password_resets (user_id, code_hash, expires_at, tries) VALUES ($1, $2, $3, 0)
     ON CONFLICT (user_id) DO UPDATE SET code_hash = EXCLUDED.code_hash,
       expires_at = EXCLUDED.expires_at, tries = 0, created_at = now()`,
    [userId, hashCode(userId, code).toString('hex'), expiresAt],
  );
  return code;
}

/**
 * Whether `code` is the account's pending code, still valid; a right code is used up, a wrong one
 * counted (the caller commits the count before refusing: the last allowed wrong entry ends it).
 */
export async function takeCode(
  q: Db['query'],
  userId: number,
  code: string,
  maxTries: number,
): Promise<boolean> {
  const [r] = await q<{ code_hash: string; tries: number; expired: boolean }>(
    `SELECT code_hash, tries, expires_at <= now() AS expired
       FROM password_resets WHERE user_id = $1 FOR UPDATE`,
    [userId],
  );
  if (!r || r.expired || r.tries >= maxTries) return false;
  if (!sameHash(r.code_hash, hashCode(userId, code))) {
    await q('UPDATE password_resets SET tries = tries + 1 WHERE user_id = $1', [userId]);
    return false;
  }
  await q('DELETE FROM password_resets WHERE user_id = $1', [userId]);
  return true;
}
