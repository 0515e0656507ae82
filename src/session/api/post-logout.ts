import { api, platform } from '@/api/client';
import { call } from '@/api/request';

export const postLogout = () => call(api.POST('/user/logout', { params: platform }));
