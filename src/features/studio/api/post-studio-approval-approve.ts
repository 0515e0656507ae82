import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Approves a request waiting for review (never one's own). */
export const postStudioApprovalApprove = ({ id, comment }: { id: number; comment: string }) =>
  call(
    api.POST('/studio/approvals/{id}/approve', {
      params: { ...platform, path: { id } },
      body: comment ? { comment } : {},
    }),
  );

export const useApproveMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.approve,
    mutationFn: postStudioApprovalApprove,
    invalidates: ({ id }) => [
      studioKeys.approval(id),
      studioKeys.approvalLists(),
      studioKeys.versionLists(),
    ],
  });
