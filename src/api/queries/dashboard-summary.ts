import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { dashboardKeys } from '@/api/query-keys';
import { call } from '@/api/request';

export const getDashboardSummary = (signal?: AbortSignal) =>
  call(api.GET('/dashboard/summary', { signal }));

/**
 * The dashboard counts, shared: the header's unread-inquiry badge reads the same answer as the
 * dashboard, and writes that change a count invalidate this one key.
 */
export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.summary,
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
