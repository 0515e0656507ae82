import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { apiLimits } from '@/generated/api/limits';
import { reportKeys } from './query-keys';

export type HandledReport = Schema<'HandledReport'>;

/** One page of the handling history. */
export const getAgentTreatComplete = (
  query: { page: number; limit: number },
  signal?: AbortSignal,
) => call(api.GET('/kiso-report/agent-treat/complete', { params: { query }, signal }));

export type HandledReportPage = Awaited<ReturnType<typeof getAgentTreatComplete>>;

/** Without a query: the first page at the default size. */
export const agentTreatCompleteQueryOptions = (
  query: { page: number; limit: number } = { page: 1, limit: apiLimits.reportHistoryPageSize },
) =>
  queryOptions({
    queryKey: reportKeys.complete(query.page, query.limit),
    queryFn: ({ signal }) => getAgentTreatComplete(query, signal),
    // Read afresh each time the popup shows it: an answer in another tab changes it.
    staleTime: 0,
  });
