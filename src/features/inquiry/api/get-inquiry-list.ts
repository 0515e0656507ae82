import { queryOptions } from '@tanstack/react-query';
import { listOf, numberOr, objectOf } from '@/api/answer-shape';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { inquiryKeys } from './query-keys';

type Inquiry = Schema<'Inquiry'>;

export type InquiryTab = 'talk' | 'sms';
export type InquiryState = 'answered' | 'unanswered';

/** One page of a channel, optionally only answered or unanswered ones, or those matching a
 * keyword (customer, message, listing title or number). */
export interface InquiryListQuery {
  page: number;
  state?: InquiryState;
  keyword?: string;
}

/** One channel's inquiries; an answer without a list reads as none. */
export async function getInquiryList(tab: InquiryTab, q: InquiryListQuery, signal?: AbortSignal) {
  const query = {
    page: q.page,
    ...(q.state ? { state: q.state } : {}),
    ...(q.keyword ? { keyword: q.keyword } : {}),
  };
  const r = objectOf<{ items: Inquiry[]; total: number }>(
    await call(api.GET('/inquiry/{tab}', { params: { path: { tab }, query }, signal })),
  );
  return { ...r, items: listOf<Inquiry>(r.items), total: numberOr(r.total, 0) };
}

export const inquiryListQueryOptions = (tab: InquiryTab, q: InquiryListQuery) =>
  queryOptions({
    queryKey: inquiryKeys.list(tab, q),
    queryFn: ({ signal }) => getInquiryList(tab, q, signal),
  });
