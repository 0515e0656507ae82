import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { accountKeys } from './query-keys';

export type WithdrawBody = RequestBody<'postUserWithdraw'>;

export const postUserWithdraw = (body: WithdrawBody) =>
  call(api.POST('/user/withdraw', { params: platform, body }));

/** Leaves the service; the server ends every session of the account itself. */
export const useUserWithdrawMutation = () =>
  useWriteMutation({ mutationKey: accountKeys.write.withdraw, mutationFn: postUserWithdraw });
