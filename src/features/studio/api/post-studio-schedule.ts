import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Schedules an approved request for an instant (`at` with its offset: Korea time, +09:00). */
export const postStudioSchedule = (body: { requestId: number; at: string }) =>
  call(api.POST('/studio/schedules', { params: platform, body }));

export const useScheduleMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.schedule,
    mutationFn: postStudioSchedule,
    invalidates: ({ requestId }) => [
      studioKeys.approval(requestId),
      studioKeys.approvalLists(),
      studioKeys.scheduleLists(),
      studioKeys.versionLists(),
    ],
  });
