import { api, idempotent } from '@/api/client';
import { ApiError } from '@/api/errors';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { activeConfigVersion } from '@/lib/runtime-config';
import { syncRuntimeConfig } from '@/lib/runtime-config/runtime-config';
import { paymentListQueryOptions } from './get-payment-list';
import { productUsingQueryOptions } from './get-product-using';

export type ProductOrderBody = Omit<RequestBody<'postProductOrder'>, 'configVersion'>;

/**
 * Orders the reviewed cart with the broker's agreement to the paid-service terms; the server
 * recomputes every price from the active config version. The cart says which version it was
 * priced on; when staff published new prices meanwhile the server refuses (409) and the app
 * loads the new version, so the cart shows the prices now in force. The pay click's
 * Idempotency-Key makes a repeat of it pay once.
 */
export async function postProductOrder(body: ProductOrderBody, idempotencyKey: string) {
  try {
    return await call(
      api.POST('/product/order', {
        params: idempotent(idempotencyKey),
        body: { ...body, configVersion: activeConfigVersion() },
      }),
    );
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) await syncRuntimeConfig();
    throw e;
  }
}

/** An order adds products in use and a payment row. */
export const useProductOrderMutation = () =>
  useWriteMutation({
    mutationKey: ['product', 'order'],
    mutationFn: postProductOrder,
    invalidates: [
      productUsingQueryOptions().queryKey,
      // The first page's key without page and size: every page of the payment list.
      paymentListQueryOptions(1).queryKey.slice(0, 2),
    ],
  });
