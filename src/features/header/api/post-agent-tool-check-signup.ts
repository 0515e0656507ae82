import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { headerKeys } from './query-keys';

/** Whether the user already has a work-tool account; falsy leads to the signup call. */
export const postAgentToolCheckSignup = () =>
  call(api.POST('/user/agent-tool-check-signup', { params: platform }));

/** Asks the work-tool site whether the user has an account there; no read of this app changes. */
export const usePostAgentToolCheckSignupMutation = () =>
  useWriteMutation({
    mutationKey: headerKeys.write.toolCheckSignup,
    mutationFn: postAgentToolCheckSignup,
  });
