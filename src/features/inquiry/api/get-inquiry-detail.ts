import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { InquiryTab } from './get-inquiry-list';

/** One inquiry and its thread; reading it changes nothing (post-inquiry-read.ts marks it read). */
export const getInquiryDetail = (tab: InquiryTab, inquiryId: number, signal?: AbortSignal) =>
  call(api.GET('/inquiry/{tab}/{inquiryId}', { params: { path: { tab, inquiryId } }, signal }));

export const inquiryDetailQueryOptions = (tab: InquiryTab, inquiryId: number) =>
  queryOptions({
    queryKey: ['inquiry', tab, 'detail', inquiryId],
    queryFn: ({ signal }) => getInquiryDetail(tab, inquiryId, signal),
  });
