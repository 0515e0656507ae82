import { api, platform } from '@/api/client';
import { ApiError } from '@/api/errors';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { activeConfigVersion } from '@/lib/runtime-config';
import { syncRuntimeConfig } from '@/lib/runtime-config/runtime-config';
import type { OrderItemInput } from '../model/order-payload';
import { paymentListQueryOptions } from './get-payment-list';
import { productUsingQueryOptions } from './get-product-using';

/**
 * Orders the cart; the server recomputes every price from the active config version. The cart
 * says which version it was priced on; when staff published new prices meanwhile the server
 * refuses (409) and the app loads the new version, so the cart shows the prices now in force.
 */
export async function postProductOrder(items: OrderItemInput[]) {
  try {
    return await call(
      api.POST('/product/order', {
        params: platform,
        body: { items, configVersion: activeConfigVersion() },
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
