import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { InquiryTab } from './get-inquiry-list';
import { inquiryKeys } from './query-keys';

/** One inquiry and its thread; reading it changes nothing (post-inquiry-read.ts marks it read). */
export const getInquiryDetail = (tab: InquiryTab, inquiryId: number, signal?: AbortSignal) =>
  call(api.GET('/inquiry/{tab}/{inquiryId}', { params: { path: { tab, inquiryId } }, signal }));

export const inquiryDetailQueryOptions = (tab: InquiryTab, inquiryId: number) =>
  queryOptions({
    queryKey: inquiryKeys.detail(tab, inquiryId),
    queryFn: ({ signal }) => getInquiryDetail(tab, inquiryId, signal),
  });
