import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

export type ObjectionAnswer = RequestBody<'postStudioObjectionAnswer'>;

/** An approver moves an objection to 검토중 or decides it with the answer the broker reads. */
export const postStudioObjectionAnswer = ({ id, ...body }: ObjectionAnswer & { id: number }) =>
  call(api.POST('/studio/objections/{id}/answer', { params: { ...platform, path: { id } }, body }));

export const useObjectionAnswerMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.objectionAnswer,
    mutationFn: postStudioObjectionAnswer,
    invalidates: [studioKeys.objectionLists()],
  });
