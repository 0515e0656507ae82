import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Ends a live rollout: its segment gets the active version again. */
export const postStudioRolloutRollback = (id: number) =>
  call(api.POST('/studio/rollouts/{id}/rollback', { params: { ...platform, path: { id } } }));

export const useRollBackRolloutMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.rollBackRollout,
    mutationFn: postStudioRolloutRollback,
    invalidates: () => [studioKeys.rolloutLists(), studioKeys.versionLists()],
  });
