import { queryOptions } from '@tanstack/react-query';
import { listOf } from '@/api/answer-shape';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { cartKeys } from './query-keys';

/** Products in use; an answer that is not a list reads as none. */
export const getProductUsing = async (signal?: AbortSignal) =>
  listOf<Schema<'UsingProduct'>>(await call(api.GET('/product/using', { signal })));

export const productUsingQueryOptions = () =>
  queryOptions({
    queryKey: cartKeys.using(),
    queryFn: ({ signal }) => getProductUsing(signal),
  });
