import { idempotent, api } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { inquiryDetailQueryOptions } from './get-inquiry-detail';
import type { InquiryTab } from './get-inquiry-list';
import { invalidateInquiryCounts } from './invalidate-inquiry-counts';
import { inquiryKeys } from './query-keys';

export type InquiryAnswerBody = RequestBody<'postInquiryAnswer'>;

/** Sends one answer; an sms answer texts the customer, so the send click's Idempotency-Key makes
 * a repeat of it text once. */
export const postInquiryAnswer = (
  tab: InquiryTab,
  inquiryId: number,
  body: InquiryAnswerBody,
  idempotencyKey: string,
) =>
  call(
    api.POST('/inquiry/{tab}/{inquiryId}/answer', {
      params: { ...idempotent(idempotencyKey), path: { tab, inquiryId } },
      body,
    }),
  );

/** Sends the answer once per click (a double click sends one); the thread shows it at once,
 * lists and counts refetch. */
export const useInquiryAnswerMutation = (tab: InquiryTab, inquiryId: number) =>
  useWriteMutation({
    mutationKey: inquiryKeys.write.answer(tab, inquiryId),
    mutationFn: (body: InquiryAnswerBody, key) => postInquiryAnswer(tab, inquiryId, body, key),
    onSuccess: (detail, _body, client) => {
      client.setQueryData(inquiryDetailQueryOptions(tab, inquiryId).queryKey, detail);
      invalidateInquiryCounts(client, tab);
    },
  });
