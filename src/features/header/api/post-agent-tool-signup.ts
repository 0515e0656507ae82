import { api, platform } from '@/api/client';
import { call } from '@/api/request';

export const postAgentToolSignup = () =>
  call(api.POST('/user/agent-tool-signup', { params: platform, body: {} }));
