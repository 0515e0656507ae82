import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';

export type FindPasswordBody = RequestBody<'postFindPassword'>;

export const postFindPassword = (body: FindPasswordBody) =>
  call(api.POST('/user/find-password', { params: platform, body }));

export const useFindPasswordMutation = () =>
  useWriteMutation({ mutationKey: ['user', 'find-password'], mutationFn: postFindPassword });
