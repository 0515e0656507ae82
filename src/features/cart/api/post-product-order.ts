import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import type { OrderItemInput } from '../model/order-payload';
import { paymentListQueryOptions } from './get-payment-list';
import { productUsingQueryOptions } from './get-product-using';

/** Orders the cart; the server recomputes every price from the catalogue. */
export const postProductOrder = (items: OrderItemInput[]) =>
  call(api.POST('/product/order', { params: platform, body: { items } }));

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
