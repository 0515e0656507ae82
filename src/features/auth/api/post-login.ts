import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';

export type LoginBody = RequestBody<'postLogin'>;

export const postLogin = (body: LoginBody) =>
  call(api.POST('/user/login', { params: platform, body }));
