import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

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
    mutationKey: studioKeys.write.comment,
    mutationFn: postStudioApprovalComment,
    invalidates: ({ id }) => [studioKeys.approval(id)],
  });
