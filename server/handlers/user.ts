// Handlers of tag "user": login, session, logout, work-tool access, contact settings, password
// change (recovery: ./password-recovery.ts).
import bcrypt from 'bcryptjs';
import { requestConfig } from '../config/request-config.ts';
import { caller, normEmail } from '../lib/auth.ts';
import { contactCodes, contactLists, type ContactName } from '../lib/contact-codes.ts';
import { ApiError } from '../lib/errors.ts';
import { body, ok, type Ctx, type Handlers } from '../lib/http.ts';
import { hashPassword, hashPasswordSync } from '../lib/password-hash.ts';
import {
  cookieOptions,
  hashToken,
  lookupSession,
  newToken,
  SESSION_COOKIE,
  SESSION_DAYS,
} from '../lib/session.ts';
import { STAFF_MSG } from '../staff/staff-messages.ts';

/** bcrypt reads at most 72 bytes; a longer password would be silently cut. */
const PASSWORD_MAX_BYTES = 72;
/** Compared against when the email is unknown, so an unknown email costs the same bcrypt work
 * (and time) as a wrong password. */
const DUMMY_HASH = hashPasswordSync('no-such-account');
const tooLong = (password: string) => Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES;

export function userHandlers({ db }: Ctx): Handlers {
  return {
    async getLoginCheck(req) {
      const s = await lookupSession(db, req.cookies[SESSION_COOKIE]);
      return ok(!!s);
    },
    async getUserSession(req) {
      const a = caller(req);
      return ok({ authKey: a.authKey, isStaff: a.role === 'staff' });
    },
    async postLogin(req, reply) {
      const { email, password } = body<{ email: string; password: string }>(req);
      const [u] = await db.query<{
        id: number;
        password_hash: string;
        role: string;
        deactivated: boolean;
      }>(
        'SELECT id, password_hash, role, deactivated_at IS NOT NULL AS deactivated FROM users WHERE lower(email) = $1',
        [normEmail(email)],
      );
      const matches = await bcrypt.compare(password, u?.password_hash ?? DUMMY_HASH);
      if (!u || !matches || tooLong(password)) {
        throw new ApiError(401, '이메일 또는 비밀번호가 올바르지 않습니다.');
      }
      // Said only to whoever knows the password: the office's master turned the account off.
      if (u.deactivated) throw new ApiError(403, STAFF_MSG.deactivated);
      const token = newToken();
      await db.query('DELETE FROM sessions WHERE expires_at < now()');
      await db.query(
        `INSERT INTO sessions (token, user_id, auth_key, expires_at) VALUES ($1, $2, $3, now() + make_interval(days => $4::int))`,
        [hashToken(token), u.id, newToken(16), SESSION_DAYS],
      );
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieOptions(req),
        maxAge: SESSION_DAYS * 86400,
      });
      return ok({ isLogin: true, isStaff: u.role === 'staff' });
    },
    async postLogout(req, reply) {
      const a = caller(req);
      await db.tx(async (q) => {
        await q('DELETE FROM tool_tokens WHERE session_token = $1', [a.token]);
        await q('DELETE FROM sessions WHERE token = $1', [a.token]);
      });
      reply.clearCookie(SESSION_COOKIE, cookieOptions(req));
      return ok(true);
    },
    async postAgentToolCheckSignup(req) {
      const [u] = await db.query<{ tool_signed_up: boolean }>(
        'SELECT tool_signed_up FROM users WHERE id = $1',
        [caller(req).userId],
      );
      return ok(!!u?.tool_signed_up);
    },
    async postAgentToolSignup(req) {
      await db.query('UPDATE users SET tool_signed_up = true WHERE id = $1', [caller(req).userId]);
      return ok(true);
    },
    async postAgentToolAccessibleSession(req) {
      const a = caller(req);
      const token = newToken(24);
      await db.query('DELETE FROM tool_tokens WHERE expires_at < now()');
      await db.query(
        "INSERT INTO tool_tokens (token, user_id, session_token, expires_at) VALUES ($1, $2, $3, now() + interval '5 minutes')",
        [hashToken(token), a.userId, a.token],
      );
      return ok({ token });
    },
    async postContactMethodEdit2(req) {
      const a = caller(req);
      const b = body<{ contactMethodTypes: ContactName[]; chatContactMessage?: string }>(req);
      const [u] = await db.query<{ position: number }>('SELECT position FROM users WHERE id = $1', [
        a.userId,
      ]);
      if (b.contactMethodTypes.length === 0)
        throw new ApiError(400, '연락 방법을 1개 이상 선택해주세요.');
      const message = b.chatContactMessage ?? '';
      if (
        b.contactMethodTypes.includes('CHAT_TALK') &&
        (message.trim().length === 0 || message.length > 20)
      ) {
        throw new ApiError(400, '상태 메시지를 입력해주세요. (1~20자)');
      }
      if (b.contactMethodTypes.includes('CALL') && u?.position === 2) {
        throw new ApiError(400, '중개보조원은 전화 문의를 설정할 수 없습니다.');
      }
      const config = await requestConfig(req, db);
      const codes = contactCodes(config);
      const lists = contactLists(
        config,
        b.contactMethodTypes.map((t) => codes[t]),
      );
      await db.query(
        'UPDATE users SET contact_methods = $2, chat_contact_message = $3, is_show_set_contact_method = false WHERE id = $1',
        [a.userId, lists.contactMethods, message],
      );
      return ok({ ...lists, chatContactMessage: message, isShowSetContactMethod: false });
    },
    async postUserPassword(req) {
      const a = caller(req);
      const b = body<{ currentPassword: string; newPassword: string }>(req);
      if (tooLong(b.newPassword))
        throw new ApiError(
          400,
          '비밀번호는 72바이트 이하로 입력해주세요. (영문·숫자·기호 72자, 한글 24자까지)',
        );
      const [u] = await db.query<{ password_hash: string }>(
        'SELECT password_hash FROM users WHERE id = $1',
        [a.userId],
      );
      if (!u || !(await bcrypt.compare(b.currentPassword, u.password_hash))) {
        throw new ApiError(400, '현재 비밀번호가 올바르지 않습니다.');
      }
      if (b.currentPassword === b.newPassword)
        throw new ApiError(400, '새 비밀번호가 현재 비밀번호와 같습니다.');
      const hash = await hashPassword(b.newPassword);
      // One transaction: the new password never stands while old sessions or work-tool tokens
      // (which could belong to whoever knew the old one) still work.
      await db.tx(async (q) => {
        await q('UPDATE users SET password_hash = $2 WHERE id = $1', [a.userId, hash]);
        await q('DELETE FROM sessions WHERE user_id = $1 AND token <> $2', [a.userId, a.token]);
        await q('DELETE FROM tool_tokens WHERE user_id = $1', [a.userId]);
      });
      return ok(true);
    },
  };
}
