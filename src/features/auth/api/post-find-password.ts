import { api, platform } from '@/api/client';
import { call } from '@/api/request';

export interface FindPasswordBody {
  email: string;
  phone: string;
}

export const postFindPassword = (body: FindPasswordBody) =>
  call(api.POST('/user/find-password', { params: platform, body }));
