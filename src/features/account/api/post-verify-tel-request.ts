import { useMutation } from '@tanstack/react-query';
import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';

export type VerifyTelRequestBody = RequestBody<'postVerifyTelRequest'>;

export const postVerifyTelRequest = (body: VerifyTelRequestBody) =>
  call(api.POST('/agent/verify-tel/request', { params: platform, body }));

/** Sends a 6-digit code by SMS (valid 3 minutes, 5 codes an hour). */
export const useVerifyTelRequestMutation = () => useMutation({ mutationFn: postVerifyTelRequest });
