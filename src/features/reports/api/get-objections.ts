import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { reportKeys } from './query-keys';

export type Objection = Schema<'Objection'>;

/** GET /kiso-report/objections: the broker's objections, newest first. */
export const getObjections = (signal?: AbortSignal) =>
  call(api.GET('/kiso-report/objections', { signal }));

export const objectionsQueryOptions = () =>
  queryOptions({
    queryKey: reportKeys.objections(),
    queryFn: ({ signal }) => getObjections(signal),
  });

export const useObjections = (enabled: boolean) =>
  useQuery({ ...objectionsQueryOptions(), enabled });
