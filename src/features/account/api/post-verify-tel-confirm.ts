import { useMutation } from '@tanstack/react-query';
import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { updateSession } from '@/session';
import { accountKeys } from './query-keys';

export type VerifyTelConfirmBody = RequestBody<'postVerifyTelConfirm'>;

export const postVerifyTelConfirm = (body: VerifyTelConfirmBody) =>
  call(api.POST('/agent/verify-tel/confirm', { params: platform, body }));

/**
 * Checks the code. The start-up popup asks GET /agent/verify-tel on every visit (never cached),
 * so a confirmed phone stops it without further invalidation; the session learns the number.
 */
export const useVerifyTelConfirmMutation = (phone: string) =>
  useMutation({
    mutationKey: accountKeys.write.verifyTelConfirm,
    mutationFn: postVerifyTelConfirm,
    onSuccess: () => updateSession({ userPhone: phone }),
  });
