import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import type { ConfigChange } from '@config/change-list';
import { studioKeys } from './query-keys';

export const HISTORY_PAGE_SIZE = 10;

/** One event of the config's audit history (a publish, a rollback, …) and what it changed. */
export type HistoryEvent = Omit<Schema<'ConfigHistoryItem'>, 'changes'> & {
  changes: ConfigChange[];
};

/** The config's audit history, newest first: who, when, the note and the changes of each event. */
export async function getStudioHistory(page: number, signal?: AbortSignal) {
  const result = await call(
    api.GET('/studio/config/history', {
      params: { query: { page, limit: HISTORY_PAGE_SIZE } },
      signal,
    }),
  );
  return { ...result, items: result.items as HistoryEvent[] };
}

export const studioHistoryQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: studioKeys.history(page),
    queryFn: ({ signal }) => getStudioHistory(page, signal),
    placeholderData: keepPreviousData,
  });
