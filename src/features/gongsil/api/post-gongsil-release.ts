import { api, platform } from '@/api/client';
import { dashboardKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { gongsilKeys } from './query-keys';

/** POST /gongsil-center/rooms/{roomId}/release: the office's claim back to the pool, with why. */
export const postGongsilRelease = ({ roomId, reason }: { roomId: number; reason: string }) =>
  call(
    api.POST('/gongsil-center/rooms/{roomId}/release', {
      params: { ...platform, path: { roomId } },
      body: { reason },
    }),
  );

/** The room leaves 선점한 방: the counts, the lists, the room and the dashboard reload. */
export const usePostGongsilReleaseMutation = () =>
  useWriteMutation({
    mutationKey: gongsilKeys.write.release,
    mutationFn: postGongsilRelease,
    invalidates: [gongsilKeys.all, dashboardKeys.summary],
  });
