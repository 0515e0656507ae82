import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { updateSession } from '@/session';
import { signKeys } from './query-keys';

export type SignApplyBody = RequestBody<'postAgentSignApply'>;

/** POST /agent/sign/apply: agree to the e-contract terms and apply (the office goes under review). */
export const postAgentSignApply = (body: SignApplyBody) =>
  call(api.POST('/agent/sign/apply', { params: platform, body }));

/**
 * The server stores PROCEED; the session takes the status it answers, so the status alert, the
 * requirement list and the header's contract-menu checks change without a reload.
 */
export function useAgentSignApplyMutation() {
  const mutation = useWriteMutation({
    mutationKey: signKeys.write.apply,
    mutationFn: async (body: SignApplyBody) => {
      const result = await postAgentSignApply(body);
      updateSession({ agentSignStatus: result.agentSignStatus });
      return result;
    },
  });
  return mutation;
}
