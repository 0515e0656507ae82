import { queryOptions } from '@tanstack/react-query';
import { listOf, numberOr, objectOf } from '@/api/answer-shape';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { inquiryKeys } from './query-keys';

type Inquiry = Schema<'Inquiry'>;

export type InquiryTab = 'talk' | 'sms';

/** One channel's inquiries; an answer without a list reads as none. */
export async function getInquiryList(tab: InquiryTab, page: number, signal?: AbortSignal) {
  const r = objectOf<{ items: Inquiry[]; total: number }>(
    await call(api.GET('/inquiry/{tab}', { params: { path: { tab }, query: { page } }, signal })),
  );
  return { ...r, items: listOf<Inquiry>(r.items), total: numberOr(r.total, 0) };
}

export const inquiryListQueryOptions = (tab: InquiryTab, page: number) =>
  queryOptions({
    queryKey: inquiryKeys.list(tab, page),
    queryFn: ({ signal }) => getInquiryList(tab, page, signal),
  });
