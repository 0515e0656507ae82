import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Sends a request waiting for review back to its author, saying why. */
export const postStudioApprovalSendBack = ({ id, comment }: { id: number; comment: string }) =>
  call(
    api.POST('/studio/approvals/{id}/send-back', {
      params: { ...platform, path: { id } },
      body: { comment },
    }),
  );

export const useSendBackMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.sendBack,
    mutationFn: postStudioApprovalSendBack,
    invalidates: ({ id }) => [
      studioKeys.approval(id),
      studioKeys.approvalLists(),
      studioKeys.versionLists(),
    ],
  });
