import { api, platform } from '@/api/client';
import { call } from '@/api/request';

/** Whether the user already has a work-tool account; falsy leads to the signup call. */
export const postAgentToolCheckSignup = () =>
  call(api.POST('/user/agent-tool-check-signup', { params: platform }));
