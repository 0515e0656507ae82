import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { studioKeys } from './query-keys';

export const ROLLOUTS_PAGE_SIZE = 20;
export type StudioRollout = Schema<'StudioRollout'>;

/** Rollouts to a segment, the live one first, then the ended ones, newest first. */
export async function getStudioRollouts(page: number, signal?: AbortSignal) {
  return call(
    api.GET('/studio/rollouts', {
      params: { query: { page, limit: ROLLOUTS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const studioRolloutsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: studioKeys.rollouts(page),
    queryFn: ({ signal }) => getStudioRollouts(page, signal),
  });
