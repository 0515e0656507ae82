import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';

export const getDashboardSummary = (signal?: AbortSignal) =>
  call(api.GET('/dashboard/summary', { signal }));

export const dashboardSummaryQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard', 'summary'],
    queryFn: ({ signal }) => getDashboardSummary(signal),
  });
