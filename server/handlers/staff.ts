// Handlers of the office's staff (issue 27 #2; tag "agent", master-only by x-roles): the list
// with what each may do, an invitation texted through the SMS adapter, the position, turning a
// login off and on, removal; and the invitee's own call that sets their password with the code.
import type { FastifyRequest } from 'fastify';
import { inPositionList, staffPositions } from '../../domain/positions.ts';
import { requestConfig } from '../config/request-config.ts';
import type { Db } from '../db/index.ts';
import { issueCode, takeCode } from '../lib/account-codes.ts';
import { caller, normEmail } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { body, ok, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import { atMostOnce } from '../lib/idempotency.ts';
import { hashPassword } from '../lib/password-hash.ts';
import { endSignIns, officeMembers, reassignListings, staffMember } from '../staff/office-staff.ts';
import { masterOnlyOperations } from '../staff/permissions.ts';
import { inviteText, STAFF_INVITE, STAFF_MSG } from '../staff/staff-messages.ts';
import { noSoonerThan } from './password-recovery.ts';

async function checkPosition(req: FastifyRequest, db: Db, position: number): Promise<void> {
  const { positions } = (await requestConfig(req, db)).ui;
  if (!inPositionList(staffPositions(positions), position))
    throw new ApiError(400, STAFF_MSG.position);
}

/** Texts a new invitation code to the member's phone. */
async function sendInvite(
  q: Db['query'],
  sms: Ctx['sms'],
  agentId: number,
  user: { id: number; phone: string },
): Promise<string> {
  const expiresAt = new Date(Date.now() + STAFF_INVITE.codeHours * 3_600_000);
  const code = await issueCode(q, user.id, expiresAt);
  const [office] = await q<{ name: string }>('SELECT name FROM agents WHERE id = $1', [agentId]);
  await sms.send(q, {
    to: user.phone,
    body: inviteText(office?.name ?? '', code),
    purpose: 'STAFF_INVITE',
    userId: user.id,
    secret: code,
  });
  await q('UPDATE users SET invited_at = now() WHERE id = $1', [user.id]);
  return expiresAt.toISOString();
}

export function staffHandlers({ db, sms }: Ctx): Handlers {
  return {
    async getAgentStaff(req) {
      const a = caller(req);
      return ok({
        members: await officeMembers(db.query, a.agentId),
        masterOnly: masterOnlyOperations(),
      });
    },
    async postAgentStaff(req, reply) {
      const a = caller(req);
      const b = body<{ name: string; email: string; phone: string; position: number }>(req);
      await checkPosition(req, db, b.position);
      const result = await atMostOnce(db, req, reply, 'postAgentStaff', async (q) => {
        const [taken] = await q('SELECT 1 FROM users WHERE lower(email) = $1', [
          normEmail(b.email),
        ]);
        if (taken) throw new ApiError(409, STAFF_MSG.emailTaken);
        const [u] = await q<{ id: number; phone: string }>(
          `INSERT INTO users (agent_id, email, password_hash, name, role_type, position, phone)
           VALUES ($1, $2, '', $3, $4, $4, $5) RETURNING id, phone`,
          [a.agentId, b.email.trim(), b.name.trim(), b.position, b.phone],
        );
        const expiresAt = await sendInvite(q, sms, a.agentId, u!);
        return { member: await staffMember(q, a.agentId, u!.id), expiresAt };
      });
      return ok(result);
    },
    async postAgentStaffInvite(req, reply) {
      const a = caller(req);
      const { id } = params<{ id: number }>(req);
      const result = await atMostOnce(db, req, reply, 'postAgentStaffInvite', async (q) => {
        const m = await staffMember(q, a.agentId, id);
        if (m.status === 'ACTIVE') throw new ApiError(409, STAFF_MSG.alreadyActive);
        if (m.status === 'DEACTIVATED') throw new ApiError(409, STAFF_MSG.deactivated);
        const expiresAt = await sendInvite(q, sms, a.agentId, m);
        return { member: await staffMember(q, a.agentId, id), expiresAt };
      });
      return ok(result);
    },
    async patchAgentStaff(req) {
      const a = caller(req);
      const { id } = params<{ id: number }>(req);
      const b = body<{ position?: number; active?: boolean; reassignTo?: number }>(req);
      if (b.position !== undefined) await checkPosition(req, db, b.position);
      const member = await db.tx(async (q) => {
        const m = await staffMember(q, a.agentId, id);
        if (b.position !== undefined)
          await q('UPDATE users SET position = $2, role_type = $2 WHERE id = $1', [id, b.position]);
        if (b.active === false && m.status !== 'DEACTIVATED') {
          // Their listings stay advertised under someone who can still answer for them.
          await reassignListings(q, a.agentId, m, b.reassignTo);
          await q('UPDATE users SET deactivated_at = now() WHERE id = $1', [id]);
          await endSignIns(q, id);
        }
        if (b.active === true)
          await q('UPDATE users SET deactivated_at = NULL WHERE id = $1', [id]);
        return staffMember(q, a.agentId, id);
      });
      return ok(member);
    },
    async deleteAgentStaff(req) {
      const a = caller(req);
      const { id } = params<{ id: number }>(req);
      const { reassignTo } = query<{ reassignTo?: number }>(req);
      await db.tx(async (q) => {
        const m = await staffMember(q, a.agentId, id);
        await reassignListings(q, a.agentId, m, reassignTo);
        await endSignIns(q, id);
        await q('DELETE FROM login_addresses WHERE user_id = $1', [id]);
        await q('DELETE FROM notices WHERE user_id = $1', [id]);
        // Like a withdrawal: report history and orders keep pointing at the row, no person.
        await q(
          `UPDATE users SET email = $2, password_hash = '', name = '삭제된 직원', duty = '', tel = '',
                  phone = '', safe_phone = '', profile = NULL, contact_methods = '{}',
                  chat_contact_message = '', is_safe_auth = false, phone_verified = false,
                  withdrawn_at = now()
            WHERE id = $1`,
          [id, `removed-${id}@withdrawn.invalid`],
        );
      });
      return ok(true);
    },
    async postStaffInviteAccept(req) {
      const b = body<{ email: string; code: string; newPassword: string }>(req);
      if (Buffer.byteLength(b.newPassword, 'utf8') > 72) throw new ApiError(400, STAFF_MSG.tooLong);
      return noSoonerThan(STAFF_INVITE.answerFloorMs, async () => {
        const hash = await hashPassword(b.newPassword);
        const refused = await db.tx(async (q) => {
          const [u] = await q<{ id: number }>(
            `SELECT id FROM users WHERE lower(email) = $1 AND withdrawn_at IS NULL
                AND deactivated_at IS NULL AND password_hash = '' AND invited_at IS NOT NULL`,
            [normEmail(b.email)],
          );
          if (!u || !(await takeCode(q, u.id, b.code, STAFF_INVITE.maxTries))) return true;
          await q('UPDATE users SET password_hash = $2, phone_verified = true WHERE id = $1', [
            u.id,
            hash,
          ]);
          return false;
        });
        if (refused) throw new ApiError(400, STAFF_MSG.badCode);
        return ok(true);
      });
    },
  };
}
