import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import { studioKeys } from './query-keys';

export const VERSIONS_PAGE_SIZE = 20;

/** Published versions, newest first: who, when, note. */
export async function getStudioVersions(page: number, signal?: AbortSignal) {
  return call(
    api.GET('/studio/config/versions', {
      params: { query: { page, limit: VERSIONS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const studioVersionsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: studioKeys.versions(page),
    queryFn: ({ signal }) => getStudioVersions(page, signal),
  });
