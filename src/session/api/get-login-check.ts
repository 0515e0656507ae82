import { api } from '@/api/client';
import { call } from '@/api/request';

export const getLoginCheck = (signal?: AbortSignal) =>
  call(api.GET('/user/login/check', { signal }));
