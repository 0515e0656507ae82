// Phone verification: a 6-digit code by SMS, valid 3 minutes, 5 entries per code, at most
// 5 codes per user per hour. Once confirmed, users.phone_verified is set and the start-up
// verification popup (GET /agent/verify-tel) stops showing.
import { randomInt } from 'node:crypto';
import bcrypt from 'bcryptjs';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { body, ok, type Ctx, type Handlers } from '../lib/http.ts';
import { atMostOnce } from '../lib/idempotency.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { phoneDigits } from '../lib/sms.ts';

export const VERIFY_TEL = { codeMinutes: 3, maxTries: 5, sendsPerHour: 5 } as const;

// The code is stored as a bcrypt hash: a plain SHA-256 of six digits is undone by trying the
// million of them in about a second; at bcrypt's work factor that takes hours of a CPU, far
// longer than the code's three minutes.
const hashCode = (code: string) => hashPassword(code);

/** 010-1234-5678 from any spelling of a mobile number. */
function formatPhone(digits: string): string {
  return digits.length === 11
    ? `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`
    : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
}

const MSG = {
  first: '인증번호를 먼저 요청해주세요.',
  expired: '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.',
  tooMany: '입력 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.',
  wrong: (left: number) => `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`,
  sends: `인증번호 요청 횟수(1시간에 ${VERIFY_TEL.sendsPerHour}회)를 초과했습니다. 잠시 후 다시 시도해주세요.`,
};

const SENT_THIS_HOUR = `SELECT count(*)::int AS n FROM sms_outbox
  WHERE user_id = $1 AND purpose = 'VERIFY_TEL' AND created_at > now() - interval '1 hour'`;

interface Pending {
  phone: string;
  code_hash: string;
  tries: number;
  expired: boolean;
}
const PENDING = `SELECT phone, code_hash, tries, expires_at <= now() AS expired
  FROM tel_verifications WHERE user_id = $1`;

/** Why a pending code cannot be tried, or null when it can. */
const closed = (v: Pending | undefined) =>
  !v ? MSG.first : v.expired ? MSG.expired : v.tries >= VERIFY_TEL.maxTries ? MSG.tooMany : null;

// bcrypt runs outside the transactions: the embedded database has one connection, which a
// transaction would hold for the whole hash.
export function verifyTelHandlers({ db, sms }: Ctx): Handlers {
  return {
    async postVerifyTelRequest(req, reply) {
      const a = caller(req);
      const phone = formatPhone(phoneDigits(body<{ phone: string }>(req).phone));
      // Over the limit: refused before any hashing.
      const [before] = await db.query<{ n: number }>(SENT_THIS_HOUR, [a.userId]);
      if ((before?.n ?? 0) >= VERIFY_TEL.sendsPerHour) throw new ApiError(429, MSG.sends);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const codeHash = await hashCode(code);
      // One code text per Idempotency-Key (server/lib/idempotency.ts).
      const result = await atMostOnce(db, req, reply, 'postVerifyTelRequest', async (q) => {
        const [sent] = await q<{ n: number }>(SENT_THIS_HOUR, [a.userId]);
        const used = sent?.n ?? 0;
        if (used >= VERIFY_TEL.sendsPerHour) throw new ApiError(429, MSG.sends);
        const [row] = await q<{ expires_at: Date }>(
          `INSERT INTO tel_verifications (user_id, phone, code_hash, expires_at, tries)
             VALUES ($1, $2, $3, now() + make_interval(mins => $4::int), 0)
           ON CONFLICT (user_id) DO UPDATE SET phone = EXCLUDED.phone, code_hash = EXCLUDED.code_hash,
             expires_at = EXCLUDED.expires_at, tries = 0
           RETURNING expires_at`,
          [a.userId, phone, codeHash, VERIFY_TEL.codeMinutes],
        );
        await sms.send(q, {
          to: phone,
          body: `[다방프로] 휴대폰 인증번호는 ${code}입니다. ${VERIFY_TEL.codeMinutes}분 안에 입력해주세요.`,
          purpose: 'VERIFY_TEL',
          userId: a.userId,
          secret: code,
        });
        return {
          phone,
          expiresAt: new Date(row!.expires_at).toISOString(),
          remainingSends: VERIFY_TEL.sendsPerHour - used - 1,
        };
      });
      return ok(result);
    },
    async postVerifyTelConfirm(req) {
      const a = caller(req);
      const { code } = body<{ code: string }>(req);
      const [seen] = await db.query<Pending>(PENDING, [a.userId]);
      const early = closed(seen);
      if (early) throw new ApiError(400, early);
      const right = await bcrypt.compare(code, seen!.code_hash);
      const outcome = await db.tx(async (q) => {
        // The same code, locked: a new code or other entries may have come in meanwhile.
        const [v] = await q<Pending>(`${PENDING} AND code_hash = $2 FOR UPDATE`, [
          a.userId,
          seen!.code_hash,
        ]);
        const now = v ? closed(v) : MSG.expired;
        if (now) return now;
        if (!right) {
          await q('UPDATE tel_verifications SET tries = tries + 1 WHERE user_id = $1', [a.userId]);
          const left = VERIFY_TEL.maxTries - v!.tries - 1;
          return left > 0 ? MSG.wrong(left) : MSG.tooMany;
        }
        await q('UPDATE users SET phone = $2, phone_verified = true WHERE id = $1', [
          a.userId,
          v!.phone,
        ]);
        await q('DELETE FROM tel_verifications WHERE user_id = $1', [a.userId]);
        return null;
      });
      // A wrong entry is counted (committed) before the 400 answer.
      if (outcome) throw new ApiError(400, outcome);
      return ok({ isVerify: true });
    },
  };
}
