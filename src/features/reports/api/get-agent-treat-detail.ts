import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { reportKeys } from './query-keys';

export type InflowType = Schema<'InflowType'>;
export type FakeReportDetail = Schema<'FakeReportDetail'>;

/** Oldest pending fake-listing report of one inflow source, or null when none is left. */
export async function getAgentTreatDetail(
  inflowType: InflowType,
  signal?: AbortSignal,
): Promise<FakeReportDetail | null> {
  const result = await call(
    api.GET('/kiso-report/agent-treat/detail', { params: { query: { inflowType } }, signal }),
  );
  return result ?? null;
}

/** Always fetched afresh when the popup opens: another tab may have handled the report. */
export const agentTreatDetailQueryOptions = (inflowType: InflowType) =>
  queryOptions({
    queryKey: reportKeys.detail(inflowType),
    queryFn: ({ signal }) => getAgentTreatDetail(inflowType, signal),
    staleTime: 0,
  });
