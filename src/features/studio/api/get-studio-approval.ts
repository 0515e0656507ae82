import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { ReviewedChange } from '../model/review-changes';
import type { DraftFiles } from '../model/studio-section';
import { studioKeys } from './query-keys';

/** One review request: its state, its files, what it changes (review marked), its thread. */
export async function getStudioApproval(id: number, signal?: AbortSignal) {
  const result = await call(
    api.GET('/studio/approvals/{id}', { params: { path: { id } }, signal }),
  );
  return {
    ...result,
    files: result.files as unknown as DraftFiles,
    changes: result.changes as ReviewedChange[],
  };
}

export type StudioApproval = Awaited<ReturnType<typeof getStudioApproval>>;

export const studioApprovalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: studioKeys.approval(id),
    queryFn: ({ signal }) => getStudioApproval(id, signal),
  });
