// Handler of POST /user/withdraw: account withdrawal (seed 000 §2.1 "after a password change or
// withdrawal the user goes to /login").
import bcrypt from 'bcryptjs';
import type { Db } from '../db/index.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { body, ok, type Ctx, type Handlers } from '../lib/http.ts';
import { cookieOptions, SESSION_COOKIE } from '../lib/session.ts';

export const WITHDRAW_MSG = {
  confirm: '탈퇴 안내를 확인하고 동의해주세요.',
  password: '비밀번호가 올바르지 않습니다.',
  subUsers: '소속 직원 계정이 남아 있습니다. 소속 직원을 먼저 삭제한 뒤 탈퇴해주세요.',
} as const;

/** Sub-users still attached to the office: contacts and other live accounts. */
async function subUserCount(db: Db, agentId: number, userId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT (SELECT count(*) FROM agent_contacts WHERE agent_id = $1)::int
          + (SELECT count(*) FROM users
              WHERE agent_id = $1 AND id <> $2 AND withdrawn_at IS NULL)::int AS n`,
    [agentId, userId],
  );
  return row?.n ?? 0;
}

export function withdrawHandlers({ db }: Ctx): Handlers {
  return {
    async postUserWithdraw(req, reply) {
      const a = caller(req);
      const b = body<{ password: string; confirm: boolean }>(req);
      if (b.confirm !== true) throw new ApiError(400, WITHDRAW_MSG.confirm);
      const [u] = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [a.userId],
      );
      if (!u || !(await bcrypt.compare(b.password, u.password_hash)))
        throw new ApiError(400, WITHDRAW_MSG.password);
      const master = a.role === 'master';
      if (master && (await subUserCount(db, a.agentId, a.userId)) > 0)
        throw new ApiError(409, WITHDRAW_MSG.subUsers);

      // One transaction: either the account is gone everywhere or nothing changed.
      const gone = `withdrawn-${a.userId}@withdrawn.invalid`;
      await db.tx(async (q) => {
        await q('DELETE FROM sessions WHERE user_id = $1', [a.userId]);
        await q('DELETE FROM tool_tokens WHERE user_id = $1', [a.userId]);
        await q('DELETE FROM login_addresses WHERE user_id = $1', [a.userId]);
        await q('DELETE FROM notices WHERE user_id = $1', [a.userId]);
        await q('DELETE FROM password_reset_requests WHERE lower(email) = lower($1)', [a.email]);
        // Orders, report history and penalties keep pointing at this row, now without a person.
        await q(
          `UPDATE users SET email = $2, password_hash = '', name = '탈퇴회원', duty = '', tel = '',
                  phone = '', safe_phone = '', profile = NULL, contact_methods = '{}',
                  chat_contact_message = '', is_safe_auth = false, phone_verified = false,
                  withdrawn_at = now()
            WHERE id = $1`,
          [a.userId, gone],
        );
        // A master leaving takes the office's personal contact data along; the business
        // registration stays for the orders' tax records.
        if (master)
          await q(
            `UPDATE agents SET email = $2, phone = '', facename = '', tels = '{}' WHERE id = $1`,
            [a.agentId, gone],
          );
      });
      // The same attributes as the session cookie it replaces, Secure included.
      reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
      return ok(true);
    },
  };
}
