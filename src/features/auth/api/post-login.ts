import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { loadUserInfo } from '@/session';
import { authKeys } from './query-keys';

export type LoginBody = RequestBody<'postLogin'>;

export const postLogin = (body: LoginBody) =>
  call(api.POST('/user/login', { params: platform, body }));

/** Logs in and loads the user's session; pending until both are done. */
export const useLoginMutation = () =>
  useWriteMutation({
    mutationKey: authKeys.write.login,
    mutationFn: async (body: LoginBody) => {
      await postLogin(body);
      await loadUserInfo();
    },
  });
