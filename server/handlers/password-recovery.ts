// Password recovery (issue 23 #16): POST /user/find-password texts a 6-digit code to the
// account's registered phone when the email and that phone match; POST /user/password-reset
// takes the code (3 minutes, 5 entries) with a new password and ends every session of the
// account. Neither call says whether an account exists: both answer the same to any email, no
// sooner than RECOVERY.answerFloorMs, so the work done for a real account does not show in the
// timing either. Both are limited like login (server/lib/limits.ts) and the code texts go
// through the SMS adapter and its outbox (server/lib/sms.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { issueCode, takeCode } from '../lib/account-codes.ts';
import { normEmail } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { body, ok, type Ctx, type Handlers } from '../lib/http.ts';
import { atMostOnce } from '../lib/idempotency.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { phoneDigits } from '../lib/sms.ts';

export const RECOVERY = {
  codeMinutes: 3,
  maxTries: 5,
  /** Codes texted to one account per hour, across processes (the outbox counts them). */
  sendsPerHour: 5,
  /** Neither answer comes sooner, whatever was (or was not) done. */
  answerFloorMs: 400,
} as const;

export const RECOVERY_MSG = {
  badCode: `인증번호가 올바르지 않거나 만료되었습니다. 인증번호는 ${RECOVERY.codeMinutes}분 안에 ${RECOVERY.maxTries}번까지 입력할 수 있습니다.`,
  tooLong: '비밀번호는 72바이트 이하로 입력해주세요. (영문·숫자·기호 72자, 한글 24자까지)',
} as const;

/** Runs `fn`, then waits out the rest of the floor, whether it answered or threw. */
export async function noSoonerThan<T>(ms: number, fn: () => Promise<T>): Promise<T> {
  const started = performance.now();
  try {
    return await fn();
  } finally {
    const left = ms - (performance.now() - started);
    if (left > 0) await sleep(left);
  }
}

/** The live account of an email that can sign in (withdrawn accounts and staff entries without
 * a password of their own cannot be recovered). */
const ACCOUNT = `SELECT id, phone FROM users
  WHERE lower(email) = $1 AND withdrawn_at IS NULL AND deactivated_at IS NULL AND password_hash <> ''`;

export function passwordRecoveryHandlers({ db, sms }: Ctx): Handlers {
  return {
    async postFindPassword(req, reply) {
      const b = body<{ email: string; phone: string }>(req);
      const sent = await noSoonerThan(RECOVERY.answerFloorMs, () =>
        atMostOnce(db, req, reply, 'postFindPassword', async (q) => {
          const expiresAt = new Date(Date.now() + RECOVERY.codeMinutes * 60_000);
          const [u] = await q<{ id: number; phone: string }>(ACCOUNT, [normEmail(b.email)]);
          const to = u ? phoneDigits(u.phone) : '';
          if (u && to !== '' && to === phoneDigits(b.phone)) {
            const [texts] = await q<{ n: number }>(
              `SELECT count(*)::int AS n FROM sms_outbox
                WHERE user_id = $1 AND purpose = 'PASSWORD_RESET' AND created_at > now() - interval '1 hour'`,
              [u.id],
            );
            // Past the hourly number nothing more is texted, and the answer stays the same.
            if ((texts?.n ?? 0) < RECOVERY.sendsPerHour) {
              const code = await issueCode(q, u.id, expiresAt);
              await sms.send(q, {
                to: u.phone,
                body: `[다방프로] 비밀번호 재설정 인증번호는 ${code}입니다. ${RECOVERY.codeMinutes}분 안에 입력해주세요.`,
                purpose: 'PASSWORD_RESET',
                userId: u.id,
                // Masked in the outbox and (outside development) in the log: server/lib/sms.ts.
                secret: code,
              });
            }
          }
          return { sent: true as const, expiresAt: expiresAt.toISOString() };
        }),
      );
      return ok(sent);
    },
    async postPasswordReset(req) {
      const b = body<{ email: string; code: string; newPassword: string }>(req);
      if (Buffer.byteLength(b.newPassword, 'utf8') > 72)
        throw new ApiError(400, RECOVERY_MSG.tooLong);
      return noSoonerThan(RECOVERY.answerFloorMs, async () => {
        // Hashed before knowing whether the code is right, so a right and a wrong code (and an
        // unknown email) cost the same.
        const hash = await hashPassword(b.newPassword);
        const refused = await db.tx(async (q) => {
          const [u] = await q<{ id: number }>(ACCOUNT, [normEmail(b.email)]);
          if (!u) return true;
          // A wrong entry is counted (committed) before the refusal: the fifth ends the code.
          if (!(await takeCode(q, u.id, b.code, RECOVERY.maxTries))) return true;
          // One transaction: the new password never stands beside a session or a work-tool
          // token of whoever held the account before.
          await q('UPDATE users SET password_hash = $2 WHERE id = $1', [u.id, hash]);
          await q('DELETE FROM sessions WHERE user_id = $1', [u.id]);
          await q('DELETE FROM tool_tokens WHERE user_id = $1', [u.id]);
          return false;
        });
        if (refused) throw new ApiError(400, RECOVERY_MSG.badCode);
        return ok(true);
      });
    },
  };
}
