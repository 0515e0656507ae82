import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { InquiryTab } from './get-inquiry-list';

/** Opening an inquiry marks it read on the server. */
export const getInquiryDetail = (tab: InquiryTab, inquiryId: number, signal?: AbortSignal) =>
  call(api.GET('/inquiry/{tab}/{inquiryId}', { params: { path: { tab, inquiryId } }, signal }));

export const inquiryDetailQueryOptions = (tab: InquiryTab, inquiryId: number) =>
  queryOptions({
    queryKey: ['inquiry', tab, 'detail', inquiryId],
    queryFn: ({ signal }) => getInquiryDetail(tab, inquiryId, signal),
  });
