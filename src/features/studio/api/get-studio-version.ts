import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { DraftFiles } from '../model/studio-section';
import { studioKeys } from './query-keys';

/**
 * One published version's files (0 is the built-in config) as this build runs it, and the changes
 * of the version this build could not take (`dropped`); versions never change.
 */
export async function getStudioVersion(version: number, signal?: AbortSignal) {
  const result = await call(
    api.GET('/studio/config/versions/{version}', { params: { path: { version } }, signal }),
  );
  return {
    version: result.version,
    files: result.files as unknown as DraftFiles,
    dropped: result.dropped,
  };
}

export type StudioVersion = Awaited<ReturnType<typeof getStudioVersion>>;

export const studioVersionQueryOptions = (version: number) =>
  queryOptions({
    queryKey: studioKeys.version(version),
    queryFn: ({ signal }) => getStudioVersion(version, signal),
    staleTime: Infinity,
  });
