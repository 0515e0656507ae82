import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { headerKeys } from './query-keys';

/** The access token the work-tool site reads from the `att` query parameter. */
export const postAgentToolAccessibleSession = () =>
  call(api.POST('/user/agent-tool-accessible-session', { params: platform }));

/** Issues a work-tool access token; no read of this app changes with it. */
export const usePostAgentToolAccessibleSessionMutation = () =>
  useWriteMutation({
    mutationKey: headerKeys.write.toolSession,
    mutationFn: postAgentToolAccessibleSession,
  });
