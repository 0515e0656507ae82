import { api, idempotent } from '@/api/client';
import { ApiError } from '@/api/errors';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { applyPending, refreshConfig } from '@/lib/config/load-config';
import { activeSnapshot } from '@/lib/config/store';
import { cartKeys } from './query-keys';

export type ProductOrderBody = Omit<RequestBody<'postProductOrder'>, 'configVersion'>;

/**
 * Orders the reviewed cart with the broker's agreement to the paid-service terms. Each line says
 * the total the broker saw (`expectedTotal`); the server prices every line again from the active
 * catalogue and refuses the order (409) when one differs. The app then loads the version now in
 * force at once (the broker is on the cart, a safe moment), and the cart shows old → new. The pay
 * click's Idempotency-Key makes a repeat of it pay once.
 */
export async function postProductOrder(body: ProductOrderBody, idempotencyKey: string) {
  try {
    return await call(
      api.POST('/product/order', {
        params: idempotent(idempotencyKey),
        body: { ...body, configVersion: Math.max(0, activeSnapshot().version) },
      }),
    );
  } catch (e) {
    if (e instanceof ApiError && e.status === 409) {
      await refreshConfig();
      applyPending(true);
    }
    throw e;
  }
}

/** An order adds products in use and a payment row. */
export const useProductOrderMutation = () =>
  useWriteMutation({
    mutationKey: cartKeys.write.order,
    mutationFn: postProductOrder,
    invalidates: [cartKeys.using(), cartKeys.paymentLists()],
  });
