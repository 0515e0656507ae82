import type { QueryClient } from '@tanstack/react-query';
import { dashboardSummaryQueryOptions } from '@/api/queries/dashboard-summary';
import type { InquiryTab } from './get-inquiry-list';

/**
 * After an inquiry is marked read or answered: the channel's list pages and the
 * unread counts (dashboard, header badge) refetch. Detail queries are left alone.
 */
export function invalidateInquiryCounts(queryClient: QueryClient, tab: InquiryTab) {
  void queryClient.invalidateQueries({
    predicate: (q) =>
      q.queryKey[0] === 'inquiry' && q.queryKey[1] === tab && q.queryKey[2] !== 'detail',
  });
  void queryClient.invalidateQueries({ queryKey: dashboardSummaryQueryOptions().queryKey });
}
