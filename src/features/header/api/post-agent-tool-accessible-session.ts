import { api, platform } from '@/api/client';
import { call } from '@/api/request';

/** The access token the work-tool site reads from the `att` query parameter. */
export const postAgentToolAccessibleSession = () =>
  call(api.POST('/user/agent-tool-accessible-session', { params: platform }));
