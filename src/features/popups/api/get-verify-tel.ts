import { api } from '@/api/client';
import { call } from '@/api/request';

/** Whether the user's phone number is verified (`isVerify`). */
export const getVerifyTel = (signal?: AbortSignal) =>
  call(api.GET('/agent/verify-tel', { signal }));
