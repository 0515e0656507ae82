import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { OptionKind } from '../model/types';
import { cartKeys } from './query-keys';

export const getProductOptions = (kind: OptionKind, signal?: AbortSignal) =>
  call(api.GET('/product/options/{kind}', { params: { path: { kind } }, signal }));

export const productOptionsQueryOptions = (kind: OptionKind) =>
  queryOptions({
    queryKey: cartKeys.options(kind),
    queryFn: ({ signal }) => getProductOptions(kind, signal),
    staleTime: 5 * 60_000,
  });
