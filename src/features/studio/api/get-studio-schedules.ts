import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { studioKeys } from './query-keys';

export const SCHEDULES_PAGE_SIZE = 20;
export type StudioSchedule = Schema<'StudioSchedule'>;

/** The schedule queue: what goes live next first, then what is done or cancelled. */
export async function getStudioSchedules(page: number, signal?: AbortSignal) {
  return call(
    api.GET('/studio/schedules', {
      params: { query: { page, limit: SCHEDULES_PAGE_SIZE } },
      signal,
    }),
  );
}

export const studioSchedulesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: studioKeys.schedules(page),
    queryFn: ({ signal }) => getStudioSchedules(page, signal),
  });
