import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioVersionsQueryOptions } from './get-studio-versions';

/** Publishes an earlier version's files as a new version, checked again like any publish. */
export const postStudioRollback = (version: number) =>
  call(api.POST('/studio/config/rollback', { params: platform, body: { version } }));

export const useRollbackMutation = () =>
  useWriteMutation({
    mutationKey: ['studio', 'rollback'],
    mutationFn: postStudioRollback,
    invalidates: [studioVersionsQueryOptions().queryKey.slice(0, 2)],
  });
