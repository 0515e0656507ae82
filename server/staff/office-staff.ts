// The staff of one office as the master manages them (issue 27 #2): their accounts (users of the
// office other than the master's own and product staff), what state each login is in, and the
// listings each registered, which go to a person the master picks when they leave.
import type { Db } from '../db/index.ts';
import { roleSql } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import type { Schema } from '../lib/operations.ts';
import { STAFF_MSG } from './staff-messages.ts';

export type StaffMember = Schema<'StaffMember'>;

interface Row {
  id: number;
  name: string;
  email: string;
  phone: string;
  position: number;
  role: string;
  status: StaffMember['status'];
  listing_count: number;
}

const MEMBERS = `SELECT u.id, u.name, u.email, u.phone, u.position, ${roleSql('u', 'a')} AS role,
       CASE WHEN u.deactivated_at IS NOT NULL THEN 'DEACTIVATED'
            WHEN u.password_hash <> '' THEN 'ACTIVE'
            WHEN u.invited_at IS NOT NULL THEN 'INVITED'
            ELSE 'NO_LOGIN' END AS status,
       (SELECT count(*)::int FROM agent_rooms r WHERE r.registrant_user_id = u.id) AS listing_count
  FROM users u JOIN agents a ON a.id = u.agent_id
 WHERE u.agent_id = $1 AND u.withdrawn_at IS NULL AND u.role <> 'staff'`;

const member = (r: Row): StaffMember => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  position: r.position as StaffMember['position'],
  isMaster: r.role === 'master',
  status: r.status,
  listingCount: r.listing_count,
});

/** The office's people, the master first. */
export async function officeMembers(q: Db['query'], agentId: number): Promise<StaffMember[]> {
  const rows = await q<Row>(`${MEMBERS} ORDER BY (${roleSql('u', 'a')} = 'master') DESC, u.id`, [
    agentId,
  ]);
  return rows.map(member);
}

/** One staff member of the office (never the master); 404 otherwise. */
export async function staffMember(
  q: Db['query'],
  agentId: number,
  id: number,
): Promise<StaffMember> {
  const [r] = await q<Row>(`${MEMBERS} AND u.id = $2`, [agentId, id]);
  if (!r || r.role === 'master') throw new ApiError(404, STAFF_MSG.notFound);
  return member(r);
}

/**
 * Gives the listings `from` registered to `to` (a live, active account of the same office), who
 * then advertises them under their own position. Without `to`, refuses (409) when there
 * is any listing to give.
 */
export async function reassignListings(
  q: Db['query'],
  agentId: number,
  from: StaffMember,
  to: number | undefined,
): Promise<void> {
  if (to === undefined) {
    if (from.listingCount > 0) throw new ApiError(409, STAFF_MSG.reassignNeeded);
    return;
  }
  const [target] = await q<{ position: number }>(
    `SELECT position FROM users
      WHERE id = $1 AND agent_id = $2 AND id <> $3 AND withdrawn_at IS NULL
        AND deactivated_at IS NULL AND password_hash <> '' AND role <> 'staff'`,
    [to, agentId, from.id],
  );
  if (!target) throw new ApiError(400, STAFF_MSG.reassignTarget);
  await q(
    `UPDATE agent_rooms SET registrant_user_id = $1, position = $2, updated_time = now()
      WHERE registrant_user_id = $3 AND agent_id = $4`,
    [to, target.position, from.id, agentId],
  );
}

/** Ends every way the account is signed in (its sessions, work-tool tokens, pending code). */
export async function endSignIns(q: Db['query'], userId: number): Promise<void> {
  await q('DELETE FROM sessions WHERE user_id = $1', [userId]);
  await q('DELETE FROM tool_tokens WHERE user_id = $1', [userId]);
  await q('DELETE FROM password_resets WHERE user_id = $1', [userId]);
}
