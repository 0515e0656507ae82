import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';

/** The access token the work-tool site reads from the `att` query parameter. */
export const postAgentToolAccessibleSession = () =>
  call(api.POST('/user/agent-tool-accessible-session', { params: platform }));

/** Issues a work-tool access token; no read of this app changes with it. */
export const usePostAgentToolAccessibleSessionMutation = () =>
  useWriteMutation({
    mutationKey: ['agent-tool', 'accessible-session'],
    mutationFn: postAgentToolAccessibleSession,
  });
