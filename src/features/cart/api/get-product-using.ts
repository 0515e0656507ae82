import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';

export const getProductUsing = (signal?: AbortSignal) =>
  call(api.GET('/product/using', { signal }));

export const productUsingQueryOptions = () =>
  queryOptions({
    queryKey: ['product', 'using'],
    queryFn: ({ signal }) => getProductUsing(signal),
  });
