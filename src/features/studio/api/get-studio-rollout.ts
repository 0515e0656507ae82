import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { ConfigChange } from '@config/change-list';
import type { DraftFiles } from '../model/studio-section';
import { studioKeys } from './query-keys';

/** One rollout, the files its segment gets now and what they change over the active version. */
export async function getStudioRollout(id: number, signal?: AbortSignal) {
  const r = await call(api.GET('/studio/rollouts/{id}', { params: { path: { id } }, signal }));
  return {
    rollout: r.rollout,
    files: r.files as unknown as DraftFiles,
    changes: r.changes as ConfigChange[],
  };
}

export const studioRolloutQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studioKeys.rollout(id),
    queryFn: ({ signal }) => getStudioRollout(id, signal),
  });
