import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { studioKeys } from './query-keys';

export type StudioObjection = Schema<'StudioObjection'>;
export type ObjectionStatus = Schema<'ObjectionStatus'>;

/** GET /studio/objections: brokers' objections, open ones first; `status` '' for all. */
export const studioObjectionsQueryOptions = (status: ObjectionStatus | '') =>
  queryOptions({
    queryKey: studioKeys.objections(status),
    queryFn: ({ signal }) =>
      call(
        api.GET('/studio/objections', {
          params: { query: status ? { status } : {} },
          signal,
        }),
      ),
  });
