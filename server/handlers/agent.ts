// Handlers of tag "agent": the grouped session record, role, phone verification, contacts.
import { inPositionList, roleChoices } from '../../domain/positions.ts';
import { uiConfig } from '../../src/generated/config/ui.ts';
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { body, ok, params, type Ctx, type Handlers } from '../lib/http.ts';
import { sessionInStatement } from '../lib/session.ts';
import { agentInfoOfSession } from './agent-info.ts';

export function agentHandlers({ db }: Ctx): Handlers {
  return {
    getAgentInfo: sessionInStatement(async (req) => ok(await agentInfoOfSession(db, req))),
    async postSetRole2(req) {
      const a = caller(req);
      const { roleType } = body<{ roleType: number }>(req);
      const master = a.role === 'master';
      if (!inPositionList(roleChoices(uiConfig.positions, master), roleType)) {
        throw new ApiError(
          419,
          master
            ? '대표 계정은 대표공인중개사 또는 중개보조원만 선택할 수 있습니다.'
            : '소속 계정은 소속공인중개사만 선택할 수 있습니다.',
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
