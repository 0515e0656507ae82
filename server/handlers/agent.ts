// Handlers of tag "agent": the grouped session record, role, phone verification, contacts.
import { fmt } from '../../domain/format-text.ts';
import { inPositionList, roleChoices } from '../../domain/positions.ts';
import { requestConfig } from '../config/request-config.ts';
import { auth, isMasterAuth } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { body, ok, params, type Ctx, type Handlers } from '../lib/http.ts';
import { agentInfoOfSession } from './agent-info.ts';

export function agentHandlers({ db }: Ctx): Handlers {
  return {
    async getAgentInfo(req) {
      return ok(await agentInfoOfSession(db, req));
    },
    async postSetRole2(req) {
      const a = auth(req);
      const { roleType } = body<{ roleType: number }>(req);
      const config = await requestConfig(req, db);
      const choices = roleChoices(config.ui.positions, isMasterAuth(a));
      if (!inPositionList(choices, roleType)) {
        // Worded from the same lists and position names the role popup shows.
        const t = config.messages.errors;
        const names = config.messages.positions as Record<string, string>;
        throw new ApiError(
          419,
          fmt(t.roleNotAllowed, {
            account: isMasterAuth(a) ? t.roleMasterAccount : t.roleSubAccount,
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
        [auth(req).userId],
      );
      return ok({ isVerify: !!u?.phone_verified });
    },
    async deleteAgentContact(req) {
      const a = auth(req);
      if (!isMasterAuth(a)) throw new ApiError(400, '대표 계정만 소속 계정을 삭제할 수 있습니다.');
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
