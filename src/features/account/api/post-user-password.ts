import { api, platform } from '@/api/client';
import { call } from '@/api/request';

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export const postUserPassword = (body: ChangePasswordBody) =>
  call(api.POST('/user/password', { params: platform, body }));
