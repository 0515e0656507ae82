import { api, platform } from '@/api/client';
import { call } from '@/api/request';

export interface LoginBody {
  email: string;
  password: string;
}

export const postLogin = (body: LoginBody) =>
  call(api.POST('/user/login', { params: platform, body }));
