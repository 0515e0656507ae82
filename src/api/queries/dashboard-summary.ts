import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { dashboardSummaryKey } from '@/api/listing-query-keys';
import { call } from '@/api/request';

export const getDashboardSummary = (signal?: AbortSignal) =>
  call(api.GET('/dashboard/summary', { signal }));

/**
 * The dashboard counts, shared: the header's unread-inquiry badge reads the same answer as the
 * dashboard, and writes that change a count invalidate this one key.
 */
export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: dashboardSummaryKey,
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
