import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Publishes a live rollout for everyone as the next version. */
export const postStudioRolloutPromote = (id: number) =>
  call(api.POST('/studio/rollouts/{id}/promote', { params: { ...platform, path: { id } } }));

export const usePromoteRolloutMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.promoteRollout,
    mutationFn: postStudioRolloutPromote,
    invalidates: () => [
      studioKeys.rolloutLists(),
      studioKeys.versionLists(),
      studioKeys.approvalLists(),
      studioKeys.draft(),
    ],
  });
