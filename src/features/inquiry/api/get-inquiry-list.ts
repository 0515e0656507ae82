import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';

export type InquiryTab = 'talk' | 'sms';

export const getInquiryList = (tab: InquiryTab, page: number, signal?: AbortSignal) =>
  call(api.GET('/inquiry/{tab}', { params: { path: { tab }, query: { page } }, signal }));

export const inquiryListQueryOptions = (tab: InquiryTab, page: number) =>
  queryOptions({
    queryKey: ['inquiry', tab, page],
    queryFn: ({ signal }) => getInquiryList(tab, page, signal),
  });
