// E-contract application: the master agrees to the terms on /sign/agreement and applies; the
// office's sign status becomes PROCEED (under review) until staff approve it. The session's
// agentSignStatus (GET /agent/info) reads the same column, so the contract menu checks follow.
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { body, ok, type Ctx, type Handlers } from '../lib/http.ts';

export const SIGN_APPLY_MSG = {
  agreeRequired: '전자계약 이용약관에 동의해주세요.',
  verifyFirst: '본인인증과 사업자 인증을 마친 뒤 신청할 수 있습니다.',
  proceed: '이미 전자계약 이용을 신청했습니다. 심사 결과를 기다려주세요.',
  approved: '이미 전자계약 이용이 승인되었습니다.',
} as const;

export function signHandlers({ db }: Ctx): Handlers {
  return {
    async postAgentSignApply(req) {
      const a = caller(req);
      if (body<{ agreeSignTerms: boolean }>(req).agreeSignTerms !== true)
        throw new ApiError(400, SIGN_APPLY_MSG.agreeRequired);
      // One conditional UPDATE: a double submit changes the row once and the second call gets 409.
      const [applied] = await db.query<{ sign_status: string }>(
        `UPDATE agents a SET sign_status = 'PROCEED'
          WHERE a.id = $1 AND a.sign_status = 'NONE' AND a.is_ceo_safe_auth
            AND EXISTS (SELECT 1 FROM users u WHERE u.id = $2 AND u.is_safe_auth)
          RETURNING sign_status`,
        [a.agentId, a.userId],
      );
      if (applied) return ok({ agentSignStatus: 'PROCEED' as const });
      const [now] = await db.query<{ sign_status: string }>(
        'SELECT sign_status FROM agents WHERE id = $1',
        [a.agentId],
      );
      if (now?.sign_status === 'PROCEED') throw new ApiError(409, SIGN_APPLY_MSG.proceed);
      if (now?.sign_status === 'APPROVAL') throw new ApiError(409, SIGN_APPLY_MSG.approved);
      throw new ApiError(409, SIGN_APPLY_MSG.verifyFirst);
    },
  };
}
