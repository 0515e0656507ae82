// Login throttling that hurts the attacker rather than the account's owner. Before the password is
// checked, one attempt is taken from each limit that applies, atomically in the database
// (counters.ts), so concurrent attempts and other server processes never get past a limit:
// - per address, any account: LOGIN_LIMITS.perAddress (credential stuffing from one address);
// - per account on one address: LOGIN_LIMITS.perAccountAddress; a success frees it;
// - per account, from addresses it never signed in from: a slower backoff (LOGIN_LIMITS.perAccount)
//   against guessing spread over many addresses. A sign-in from an address the account signed
//   in from before skips it, so whoever knows a broker's email cannot lock the broker out.
// An unknown email is counted exactly like a known one, so the answers never tell them apart.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/index.ts';
import { normEmail } from '../lib/auth.ts';
import { addressKey } from './client-address.ts';
import { countInWindow, forget, giveBack, takeWithBackoff, type Backoff } from './counters.ts';
import { tooMany, waitMinutesText } from './wait-message.ts';

export const LOGIN_LIMITS = {
  perAddress: { max: 30, windowMs: 60_000 },
  perAccountAddress: { max: 10, windowMs: 15 * 60_000 },
  perAccount: {
    free: 10,
    windowMs: 60 * 60_000,
    baseDelayMs: 30_000,
    maxDelayMs: 15 * 60_000,
  } satisfies Backoff,
  /** How long an address stays known to an account after its last sign-in from there. */
  knownAddressDays: 90,
} as const;

/** The lock-out's first words; the answer goes on with when to try again, in whole minutes
 * rounded up (`… 1분 후에 다시 시도해주세요.`), as the broker reads a lock-out. */
export const LOGIN_TOO_MANY = '로그인 시도가 너무 많습니다.';

interface Taken {
  email: string;
  address: string;
  /** The account's backoff was taken (the address was not known to it). */
  account: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    loginTaken?: Taken;
  }
}

const keys = (email: string, address: string) => ({
  address: `login:address:${address}`,
  accountAddress: `login:account-address:${email}|${address}`,
  account: `login:account:${email}`,
});

async function isKnownAddress(db: Db, email: string, address: string): Promise<boolean> {
  const [row] = await db.query<{ known: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users u JOIN login_addresses l ON l.user_id = u.id
                     WHERE lower(u.email) = $1 AND l.address = $2
                       AND l.last_login_at > now() - make_interval(days => $3)) AS known`,
    [email, address, LOGIN_LIMITS.knownAddressDays],
  );
  return !!row?.known;
}

/** preHandler of POST /user/login: takes one attempt from each limit, or answers 429. */
export async function takeLoginAttempt(db: Db, req: FastifyRequest, reply: FastifyReply) {
  const email = normEmail(String((req.body as { email?: unknown } | undefined)?.email ?? ''));
  const address = addressKey(req.ip);
  const k = keys(email, address);
  const L = LOGIN_LIMITS;
  for (const [key, limit] of [
    [k.address, L.perAddress],
    [k.accountAddress, L.perAccountAddress],
  ] as const) {
    const v = await countInWindow(db.query, key, limit.max, limit.windowMs);
    if (v.refused) throw tooMany(reply, LOGIN_TOO_MANY, v.waitMs, waitMinutesText);
  }
  const account = !(await isKnownAddress(db, email, address));
  if (account) {
    const v = await takeWithBackoff(db.query, k.account, L.perAccount);
    if (v.refused) throw tooMany(reply, LOGIN_TOO_MANY, v.waitMs, waitMinutesText);
  }
  req.loginTaken = { email, address, account };
}

/** onSend of POST /user/login: a success frees the address's attempts, gives back the account's
 * and remembers the address; a failure keeps what it took. Done before the answer leaves, so
 * the next attempt sees it. */
export async function settleLoginAttempt(db: Db, req: FastifyRequest, reply: FastifyReply) {
  const t = req.loginTaken;
  if (!t || reply.statusCode !== 200) return;
  const k = keys(t.email, t.address);
  await forget(db.query, k.accountAddress);
  if (t.account) await giveBack(db.query, k.account, LOGIN_LIMITS.perAccount);
  await db.query(
    `INSERT INTO login_addresses (user_id, address) SELECT id, $2 FROM users WHERE lower(email) = $1
     ON CONFLICT (user_id, address) DO UPDATE SET last_login_at = now()`,
    [t.email, t.address],
  );
}

/** Addresses not used for longer than they count as known. */
export async function sweepLoginAddresses(db: Db): Promise<void> {
  await db.query(
    'DELETE FROM login_addresses WHERE last_login_at < now() - make_interval(days => $1)',
    [LOGIN_LIMITS.knownAddressDays],
  );
}
