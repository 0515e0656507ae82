import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';

/** Publishes an approved request now, merged onto the active version and checked. */
export const postStudioApprovalPublish = (id: number) =>
  call(api.POST('/studio/approvals/{id}/publish', { params: { ...platform, path: { id } } }));

export const useApprovalPublishMutation = () =>
  useWriteMutation({
    mutationKey: ['studio', 'approval', 'publish'],
    mutationFn: postStudioApprovalPublish,
    invalidates: (id) => [
      ['studio', 'approval', id],
      ['studio', 'approvals'],
      ['studio', 'versions'],
    ],
  });
