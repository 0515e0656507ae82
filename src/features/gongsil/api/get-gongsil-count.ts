import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { GongsilCounts } from '../model/gongsil-query';
import { gongsilKeys } from './query-keys';

/** GET /gongsil-center/gongsil-count: the four tab counts. */
export async function getGongsilCount(signal?: AbortSignal): Promise<GongsilCounts> {
  return call(api.GET('/gongsil-center/gongsil-count', { signal }));
}

export const gongsilCountQueryOptions = () =>
  queryOptions({
    queryKey: gongsilKeys.count(),
    queryFn: ({ signal }) => getGongsilCount(signal),
    staleTime: 0,
  });
