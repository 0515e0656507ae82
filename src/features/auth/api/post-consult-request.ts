import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { authKeys } from './query-keys';

export type ConsultRequestBody = RequestBody<'postConsultRequest'>;
export type ConsultType = ConsultRequestBody['consultType'];

export const postConsultRequest = (body: ConsultRequestBody) =>
  call(api.POST('/consult/request', { params: platform, body }));

export const useConsultRequestMutation = () =>
  useWriteMutation({ mutationKey: authKeys.write.consultRequest, mutationFn: postConsultRequest });
