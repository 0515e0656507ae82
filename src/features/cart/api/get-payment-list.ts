import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listOf, numberOr, objectOf } from '@/api/answer-shape';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { cartKeys } from './query-keys';

export const PAYMENT_PAGE_SIZE = 10;

type Order = Schema<'Order'>;

/** One page of orders; missing lists read as empty, missing numbers as this page's. */
export async function getPaymentList(page: number, limit: number, signal?: AbortSignal) {
  const r = objectOf<{ orders: Order[]; total: number; page: number; limit: number }>(
    await call(api.GET('/product/payment-list', { params: { query: { page, limit } }, signal })),
  );
  return {
    orders: listOf<Order>(r.orders).map((o) => ({
      ...o,
      lines: listOf<Order['lines'][number]>(o.lines),
    })),
    total: numberOr(r.total, 0),
    page: numberOr(r.page, page),
    limit: numberOr(r.limit, limit),
  };
}

export const paymentListQueryOptions = (page: number, limit = PAYMENT_PAGE_SIZE) =>
  queryOptions({
    queryKey: cartKeys.paymentList(page, limit),
    queryFn: ({ signal }) => getPaymentList(page, limit, signal),
    placeholderData: keepPreviousData,
  });
