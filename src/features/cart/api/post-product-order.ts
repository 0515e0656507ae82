import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { OrderItemInput } from '../model/order-payload';

/** Orders the cart; the server recomputes every price from the catalogue. */
export const postProductOrder = (items: OrderItemInput[]) =>
  call(api.POST('/product/order', { params: platform, body: { items } }));
