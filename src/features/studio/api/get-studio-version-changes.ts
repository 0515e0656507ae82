import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { ConfigChange } from '@config/change-list';
import { studioKeys } from './query-keys';

/** Every change from version `from` (by default the one it was published on) to `version`. */
export async function getStudioVersionChanges(
  version: number,
  from: number | undefined,
  signal?: AbortSignal,
) {
  const result = await call(
    api.GET('/studio/config/versions/{version}/changes', {
      params: { path: { version }, query: from === undefined ? {} : { from } },
      signal,
    }),
  );
  return { ...result, changes: result.changes as ConfigChange[] };
}

export const studioVersionChangesQueryOptions = (version: number, from?: number) =>
  queryOptions({
    queryKey: studioKeys.versionChanges(version, from),
    queryFn: ({ signal }) => getStudioVersionChanges(version, from, signal),
    // Versions never change.
    staleTime: Infinity,
  });
