import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';

/** Submits the caller's saved draft for review (a request of theirs still open is updated). */
export const postStudioApproval = (note: string) =>
  call(api.POST('/studio/approvals', { params: platform, body: { note } }));

export const useSubmitApprovalMutation = () =>
  useWriteMutation({
    mutationKey: ['studio', 'approval', 'submit'],
    mutationFn: postStudioApproval,
    invalidates: [['studio', 'approvals']],
  });
