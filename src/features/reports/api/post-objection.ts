import { api, platform } from '@/api/client';
import { postPhoto } from '@/api/post-photo';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { reportKeys } from './query-keys';

export type ObjectionBody = RequestBody<'postObjection'>;

/** Files an objection to one handled report; its row in the history then shows the status. */
export const postObjection = (body: ObjectionBody) =>
  call(api.POST('/kiso-report/objections', { params: platform, body }));

export const usePostObjectionMutation = () =>
  useWriteMutation({
    mutationKey: reportKeys.write.objection,
    mutationFn: postObjection,
    invalidates: [reportKeys.completeLists(), reportKeys.objections()],
  });

/** An attachment goes up through the listing-photo upload (its checks and re-encoding). */
export const usePostObjectionPhotoMutation = () =>
  useWriteMutation({ mutationKey: reportKeys.write.objectionPhoto, mutationFn: postPhoto });
