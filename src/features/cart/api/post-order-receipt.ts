import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { cartKeys } from './query-keys';

/** Asks for a 현금영수증 or 세금계산서 of a paid order. */
export const useOrderReceiptMutation = (orderId: number) =>
  useWriteMutation({
    mutationKey: cartKeys.write.receipt,
    mutationFn: (body: RequestBody<'postOrderReceipt'>) =>
      call(
        api.POST('/product/order/{orderId}/receipt', {
          params: { ...platform, path: { orderId } },
          body,
        }),
      ),
    invalidates: [cartKeys.order(orderId), cartKeys.paymentLists()],
  });
