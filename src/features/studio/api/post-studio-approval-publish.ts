import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Publishes an approved request now, merged onto the active version and checked. */
export const postStudioApprovalPublish = (id: number) =>
  call(api.POST('/studio/approvals/{id}/publish', { params: { ...platform, path: { id } } }));

export const useApprovalPublishMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.publishApproval,
    mutationFn: postStudioApprovalPublish,
    invalidates: (id) => [
      studioKeys.approval(id),
      studioKeys.approvalLists(),
      studioKeys.versionLists(),
    ],
  });
