import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Withdraws the caller's own request for good (a schedule waiting for it is cancelled too). */
export const postStudioApprovalWithdraw = ({ id, reason }: { id: number; reason: string }) =>
  call(
    api.POST('/studio/approvals/{id}/withdraw', {
      params: { ...platform, path: { id } },
      body: { reason },
    }),
  );

export const useWithdrawMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.withdraw,
    mutationFn: postStudioApprovalWithdraw,
    invalidates: ({ id }) => [
      studioKeys.approval(id),
      studioKeys.approvalLists(),
      studioKeys.scheduleLists(),
      studioKeys.versionLists(),
    ],
  });
