import { api, idempotent } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { authKeys } from './query-keys';

export type FindPasswordBody = RequestBody<'postFindPassword'>;

/** Password recovery, step 1: a code texted to the account's registered phone when the email
 * and that phone match (the answer never says whether they did). One text per click. */
export const postFindPassword = (body: FindPasswordBody, idempotencyKey: string) =>
  call(api.POST('/user/find-password', { params: idempotent(idempotencyKey), body }));

export const useFindPasswordMutation = () =>
  useWriteMutation({ mutationKey: authKeys.write.findPassword, mutationFn: postFindPassword });
