import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { authKeys } from './query-keys';

export type PasswordResetBody = RequestBody<'postPasswordReset'>;

/** Password recovery, step 2: the texted code and a new password; every session of the account
 * ends on the server, so the broker signs in again. */
export const postPasswordReset = (body: PasswordResetBody) =>
  call(api.POST('/user/password-reset', { params: platform, body }));

export const usePasswordResetMutation = () =>
  useWriteMutation({ mutationKey: authKeys.write.passwordReset, mutationFn: postPasswordReset });
