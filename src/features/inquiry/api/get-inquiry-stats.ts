import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import { inquiryKeys } from './query-keys';

/** The office's answer rate within 48 hours over the last 30 days, computed by the server. */
export const inquiryStatsQueryOptions = () =>
  queryOptions({
    queryKey: inquiryKeys.stats,
    queryFn: ({ signal }) => call(api.GET('/inquiry-stats', { signal })),
  });
