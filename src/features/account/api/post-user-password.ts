import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { accountKeys } from './query-keys';

export type ChangePasswordBody = RequestBody<'postUserPassword'>;

export const postUserPassword = (body: ChangePasswordBody) =>
  call(api.POST('/user/password', { params: platform, body }));

export const useUserPasswordMutation = () =>
  useWriteMutation({ mutationKey: accountKeys.write.password, mutationFn: postUserPassword });
