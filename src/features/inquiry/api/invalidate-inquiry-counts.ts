import type { QueryClient } from '@tanstack/react-query';
import { dashboardKeys } from '@/api/query-keys';
import type { InquiryTab } from './get-inquiry-list';
import { inquiryKeys } from './query-keys';

/**
 * After an inquiry is marked read or answered: the channel's list pages, the answer rate and
 * the unread counts (dashboard, header badge) refetch. Detail queries are left alone.
 */
export function invalidateInquiryCounts(queryClient: QueryClient, tab: InquiryTab) {
  void queryClient.invalidateQueries({ queryKey: inquiryKeys.lists(tab) });
  void queryClient.invalidateQueries({ queryKey: inquiryKeys.stats });
  void queryClient.invalidateQueries({ queryKey: dashboardKeys.summary });
}
