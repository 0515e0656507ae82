import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import type { PublishBody } from './post-studio-publish';
import { studioKeys } from './query-keys';

/**
 * Submits the caller's saved draft for review (a request of theirs still open is updated), with
 * the products staff confirmed to sell at 0원 (kept for the request's publish).
 */
export const postStudioApproval = (body: PublishBody) =>
  call(api.POST('/studio/approvals', { params: platform, body }));

export const useSubmitApprovalMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.submitApproval,
    mutationFn: postStudioApproval,
    invalidates: [studioKeys.approvalLists(), studioKeys.versionLists()],
  });
