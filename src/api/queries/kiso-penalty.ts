import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { penaltyKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';

export type PenaltyRow = Schema<'PenaltyRow'>;

/** The user's penalty rows (no paging, A-55) and the restriction in force: the penalty tab and
 * every restriction popup read this one answer. */
export const getKisoPenalty = (signal?: AbortSignal) =>
  call(api.GET('/kiso-report/penalty', { signal }));

export const kisoPenaltyQueryOptions = () =>
  queryOptions({
    queryKey: penaltyKeys.all,
    queryFn: ({ signal }) => getKisoPenalty(signal),
    // Read afresh each time the popup shows it: an answer in another tab changes it.
    staleTime: 0,
  });
