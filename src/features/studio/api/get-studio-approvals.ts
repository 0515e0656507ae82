import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { studioKeys } from './query-keys';

export const APPROVALS_PAGE_SIZE = 20;
export type ApprovalState = Schema<'StudioApprovalState'>;
export type ApprovalItem = Schema<'StudioApprovalItem'>;

/** Review requests, those waiting for review first; `state` narrows them. */
export async function getStudioApprovals(
  state: ApprovalState | undefined,
  page: number,
  signal?: AbortSignal,
) {
  return call(
    api.GET('/studio/approvals', {
      params: { query: { ...(state ? { state } : {}), page, limit: APPROVALS_PAGE_SIZE } },
      signal,
    }),
  );
}

export const studioApprovalsQueryOptions = (state?: ApprovalState, page = 1) =>
  queryOptions({
    queryKey: studioKeys.approvals(state ?? 'all', page),
    queryFn: ({ signal }) => getStudioApprovals(state, page, signal),
  });
