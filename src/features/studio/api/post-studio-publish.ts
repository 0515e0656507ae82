import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** What a publish sends: its note, and the products staff confirmed to sell at 0원. */
export interface PublishBody {
  note: string;
  confirmFreeProducts?: Schema<'ConfirmFreeProducts'>;
}

/** Publishes the saved draft as the next version (400 with the checker's problems). */
export const postStudioPublish = (body: PublishBody) =>
  call(api.POST('/studio/config/publish', { params: platform, body }));

export const usePublishMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.publish,
    mutationFn: postStudioPublish,
    invalidates: [studioKeys.versionLists()],
  });
