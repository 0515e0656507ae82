import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { inquiryDetailQueryOptions } from './get-inquiry-detail';
import type { InquiryTab } from './get-inquiry-list';
import { invalidateInquiryCounts } from './invalidate-inquiry-counts';

export type InquiryAnswerBody = RequestBody<'postInquiryAnswer'>;

export const postInquiryAnswer = (tab: InquiryTab, inquiryId: number, body: InquiryAnswerBody) =>
  call(
    api.POST('/inquiry/{tab}/{inquiryId}/answer', {
      params: { ...platform, path: { tab, inquiryId } },
      body,
    }),
  );

/** Sends the answer; the thread shows it at once, lists and counts refetch. */
export function useInquiryAnswerMutation(tab: InquiryTab, inquiryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InquiryAnswerBody) => postInquiryAnswer(tab, inquiryId, body),
    onSuccess: (detail) => {
      queryClient.setQueryData(inquiryDetailQueryOptions(tab, inquiryId).queryKey, detail);
      invalidateInquiryCounts(queryClient, tab);
    },
  });
}
