import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Publishes an earlier version's files as a new version, checked again like any publish. */
export const postStudioRollback = (version: number) =>
  call(api.POST('/studio/config/rollback', { params: platform, body: { version } }));

export const useRollbackMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.rollback,
    mutationFn: postStudioRollback,
    invalidates: [studioKeys.versionLists()],
  });
