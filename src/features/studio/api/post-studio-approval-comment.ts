import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';

/** Adds a comment to a review request's thread. */
export const postStudioApprovalComment = ({ id, text }: { id: number; text: string }) =>
  call(
    api.POST('/studio/approvals/{id}/comments', {
      params: { ...platform, path: { id } },
      body: { text },
    }),
  );

export const useCommentMutation = () =>
  useWriteMutation({
    mutationKey: ['studio', 'approval', 'comment'],
    mutationFn: postStudioApprovalComment,
    invalidates: ({ id }) => [['studio', 'approval', id]],
  });
