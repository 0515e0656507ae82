import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { districtKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';

export type LegalDistrict = Schema<'LegalDistrict'>;

export interface DistrictQuery {
  q: string;
  scope: 'region' | 'listing';
}

export const getLegalDistricts = ({ q, scope }: DistrictQuery, signal?: AbortSignal) =>
  call(api.GET('/address/districts', { params: { query: { q, scope, limit: 20 } }, signal }));

/**
 * The districts matching what was typed, from the server's index (the dataset never reaches
 * the browser). A district never changes while the portal runs, so an answer stays fresh; the
 * previous answer stays shown while the next one loads.
 */
export const legalDistrictsQueryOptions = (query: DistrictQuery) =>
  queryOptions({
    queryKey: districtKeys.search(query),
    queryFn: ({ signal }) => getLegalDistricts(query, signal),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
    enabled: query.q.trim() !== '',
  });
