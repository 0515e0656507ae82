import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';

export const PAYMENT_PAGE_SIZE = 10;

export const getPaymentList = (page: number, limit: number, signal?: AbortSignal) =>
  call(api.GET('/product/payment-list', { params: { query: { page, limit } }, signal }));

export const paymentListQueryOptions = (page: number, limit = PAYMENT_PAGE_SIZE) =>
  queryOptions({
    queryKey: ['product', 'payment-list', page, limit],
    queryFn: ({ signal }) => getPaymentList(page, limit, signal),
    placeholderData: keepPreviousData,
  });
