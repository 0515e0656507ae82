import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

export interface RolloutStart {
  note: string;
  /** CEL over the session fields; null for every office (within the percentage). */
  condition: string | null;
  /** 1-100; null for every office the condition admits. */
  percent: number | null;
  /** An approved review request; without it, the caller's saved draft. */
  requestId?: number;
}

/** Rolls the saved draft or an approved request out to a segment of offices first. */
export const postStudioRollout = (body: RolloutStart) =>
  call(api.POST('/studio/rollouts', { params: platform, body }));

export const useStartRolloutMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.startRollout,
    mutationFn: postStudioRollout,
    invalidates: () => [studioKeys.rolloutLists(), studioKeys.versionLists()],
  });
