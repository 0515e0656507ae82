// Handlers of tag "agent": the grouped session record, role, phone verification, contacts.
import type { FastifyRequest } from 'fastify';
import { fmt } from '../../domain/format-text.ts';
import { inPositionList, roleChoices } from '../../domain/positions.ts';
import { requestConfig, requestConfigAt } from '../config/request-config.ts';
import type { Db } from '../db/index.ts';
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { todayKst } from '../lib/format.ts';
import { body, ok, params, type Ctx, type Handlers } from '../lib/http.ts';
import { sessionInStatement, signedInQuery } from '../lib/session.ts';
import { AGENT_INFO, agentInfoOf, type AgentInfo, type AgentInfoRow } from './agent-info.ts';

/** The session record of the signed-in caller; 401 when the session is gone. */
async function agentInfoOfSession(db: Db, req: FastifyRequest): Promise<AgentInfo> {
  const today = todayKst();
  const [row] = await signedInQuery<AgentInfoRow>(db, req, AGENT_INFO, [today]);
  const config = await requestConfigAt(
    req,
    db,
    { version: Number(row.config_version ?? 0), rollout: (row.config_rollout as number) ?? null },
    { userId: Number(row.me_user_id), agentId: Number(row.me_agent_id), staff: !!row.me_staff },
  );
  return agentInfoOf(row, today, config);
}

export function agentHandlers({ db }: Ctx): Handlers {
  return {
    getAgentInfo: sessionInStatement(async (req) => ok(await agentInfoOfSession(db, req))),
    async postSetRole2(req) {
      const a = caller(req);
      const { roleType } = body<{ roleType: number }>(req);
      const master = a.role === 'master';
      const config = await requestConfig(req, db);
      const choices = roleChoices(config.ui.positions, master);
      if (!inPositionList(choices, roleType)) {
        // Worded from the same lists and position names the role popup shows.
        const t = config.messages.errors;
        const names = config.messages.positions as Record<string, string>;
        throw new ApiError(
          419,
          fmt(t.roleNotAllowed, {
            account: master ? t.roleMasterAccount : t.roleSubAccount,
            positions: choices.map((p) => names[String(p)]).join(t.roleListJoin),
          }),
        );
      }
      await db.query('UPDATE users SET role_type = $2, position = $2 WHERE id = $1', [
        a.userId,
        roleType,
      ]);
      return ok(true);
    },
    async getVerifyTel(req) {
      const [u] = await db.query<{ phone_verified: boolean }>(
        'SELECT phone_verified FROM users WHERE id = $1',
        [caller(req).userId],
      );
      return ok({ isVerify: !!u?.phone_verified });
    },
    async deleteAgentContact(req) {
      const a = caller(req);
      const { id } = params<{ id: number }>(req);
      const rows = await db.query(
        'DELETE FROM agent_contacts WHERE id = $1 AND agent_id = $2 RETURNING id',
        [id, a.agentId],
      );
      if (rows.length === 0) throw new ApiError(404, MSG.notFound);
      return ok(true);
    },
  };
}
