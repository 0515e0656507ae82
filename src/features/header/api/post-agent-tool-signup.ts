import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { headerKeys } from './query-keys';

export const postAgentToolSignup = () =>
  call(api.POST('/user/agent-tool-signup', { params: platform, body: {} }));

/** Creates the user's work-tool account (on the tool's side: no read of this app changes). */
export const usePostAgentToolSignupMutation = () =>
  useWriteMutation({ mutationKey: headerKeys.write.toolSignup, mutationFn: postAgentToolSignup });
