import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { inquiryDetailQueryOptions } from './get-inquiry-detail';
import type { InquiryTab } from './get-inquiry-list';
import { invalidateInquiryCounts } from './invalidate-inquiry-counts';
import { inquiryKeys } from './query-keys';

/** Marks an inquiry read (reading it with GET changes nothing). */
export const postInquiryRead = (tab: InquiryTab, inquiryId: number) =>
  call(
    api.POST('/inquiry/{tab}/{inquiryId}/read', {
      params: { ...platform, path: { tab, inquiryId } },
    }),
  );

/** Marks an inquiry read; its detail says so at once, lists and unread counts refetch. */
export function useMarkInquiryReadMutation() {
  return useWriteMutation({
    mutationKey: inquiryKeys.write.read,
    mutationFn: ({ tab, inquiryId }: { tab: InquiryTab; inquiryId: number }) =>
      postInquiryRead(tab, inquiryId),
    onSuccess: (_result, { tab, inquiryId }, queryClient) => {
      queryClient.setQueryData(inquiryDetailQueryOptions(tab, inquiryId).queryKey, (d) =>
        d ? { ...d, isRead: true } : d,
      );
      invalidateInquiryCounts(queryClient, tab);
    },
  });
}
