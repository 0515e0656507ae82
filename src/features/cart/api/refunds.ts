import { queryOptions } from '@tanstack/react-query';
import { api, idempotent } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { cartKeys } from './query-keys';

/** What cancelling each line of a paid order gives back today (server/orders/refund-flow.ts). */
export const refundQuoteQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: cartKeys.refundQuote(orderId),
    queryFn: ({ signal }) =>
      call(api.GET('/product/order/{orderId}/refund', { params: { path: { orderId } }, signal })),
  });

/** Cancels and refunds lines; the click's Idempotency-Key refunds once. */
export const useOrderRefundMutation = (orderId: number) =>
  useWriteMutation({
    mutationKey: cartKeys.write.refund,
    mutationFn: (lineIds: number[], key: string) =>
      call(
        api.POST('/product/order/{orderId}/refund', {
          params: { ...idempotent(key), path: { orderId } },
          body: { lineIds },
        }),
      ),
    invalidates: [
      cartKeys.order(orderId),
      cartKeys.refundQuote(orderId),
      cartKeys.using(),
      cartKeys.paymentLists(),
      cartKeys.regular(),
    ],
  });
