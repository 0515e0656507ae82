import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';

/** Cancels a schedule that has not gone live (its request stays approved). */
export const postStudioScheduleCancel = (id: number) =>
  call(api.POST('/studio/schedules/{id}/cancel', { params: { ...platform, path: { id } } }));

export const useScheduleCancelMutation = () =>
  useWriteMutation({
    mutationKey: ['studio', 'schedule', 'cancel'],
    mutationFn: postStudioScheduleCancel,
    invalidates: (_id, s) => [
      ['studio', 'approval', s.requestId],
      ['studio', 'approvals'],
      ['studio', 'schedules'],
    ],
  });
