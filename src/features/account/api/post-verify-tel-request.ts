import { api, idempotent } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { accountKeys } from './query-keys';

export type VerifyTelRequestBody = RequestBody<'postVerifyTelRequest'>;

export const postVerifyTelRequest = (body: VerifyTelRequestBody, idempotencyKey: string) =>
  call(api.POST('/agent/verify-tel/request', { params: idempotent(idempotencyKey), body }));

/** Sends a 6-digit code by SMS (valid 3 minutes, 5 codes an hour), one text per click. */
export const useVerifyTelRequestMutation = () =>
  useWriteMutation({
    mutationKey: accountKeys.write.verifyTelRequest,
    mutationFn: postVerifyTelRequest,
  });
