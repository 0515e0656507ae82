import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Publishes the saved draft as the next version (400 with the checker's problems). */
export const postStudioPublish = (note: string) =>
  call(api.POST('/studio/config/publish', { params: platform, body: { note } }));

export const usePublishMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.publish,
    mutationFn: postStudioPublish,
    invalidates: [studioKeys.versionLists()],
  });
