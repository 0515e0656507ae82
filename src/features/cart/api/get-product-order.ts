import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import { cartKeys } from './query-keys';

export const getProductOrder = (orderId: number, signal?: AbortSignal) =>
  call(api.GET('/product/order/{orderId}', { params: { path: { orderId } }, signal }));

/** One order of the office: the receipt. */
export const productOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: cartKeys.order(orderId),
    queryFn: ({ signal }) => getProductOrder(orderId, signal),
  });
