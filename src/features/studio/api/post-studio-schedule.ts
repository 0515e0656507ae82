import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';

/** Schedules an approved request for an instant (`at` with its offset: Korea time, +09:00). */
export const postStudioSchedule = (body: { requestId: number; at: string }) =>
  call(api.POST('/studio/schedules', { params: platform, body }));

export const useScheduleMutation = () =>
  useWriteMutation({
    mutationKey: ['studio', 'schedule'],
    mutationFn: postStudioSchedule,
    invalidates: ({ requestId }) => [
      ['studio', 'approval', requestId],
      ['studio', 'approvals'],
      ['studio', 'schedules'],
    ],
  });
