import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Submits the caller's saved draft for review (a request of theirs still open is updated). */
export const postStudioApproval = (note: string) =>
  call(api.POST('/studio/approvals', { params: platform, body: { note } }));

export const useSubmitApprovalMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.submitApproval,
    mutationFn: postStudioApproval,
    invalidates: [studioKeys.approvalLists(), studioKeys.versionLists()],
  });
