import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { authKeys } from './query-keys';

export type JoinConsultBody = RequestBody<'postJoinConsult'>;

export const postJoinConsult = (body: JoinConsultBody) =>
  call(api.POST('/consult/join-consult', { params: platform, body }));

export const useJoinConsultMutation = () =>
  useWriteMutation({ mutationKey: authKeys.write.joinConsult, mutationFn: postJoinConsult });
