import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { studioKeys } from './query-keys';

/** Cancels a schedule that has not gone live (its request stays approved). */
export const postStudioScheduleCancel = (id: number) =>
  call(api.POST('/studio/schedules/{id}/cancel', { params: { ...platform, path: { id } } }));

export const useScheduleCancelMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.cancelSchedule,
    mutationFn: postStudioScheduleCancel,
    invalidates: (_id, s) => [
      studioKeys.approval(s.requestId),
      studioKeys.approvalLists(),
      studioKeys.scheduleLists(),
      studioKeys.versionLists(),
    ],
  });
