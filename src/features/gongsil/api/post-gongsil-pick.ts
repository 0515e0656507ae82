import { api, platform } from '@/api/client';
import { dashboardKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { gongsilKeys } from './query-keys';

/** POST /gongsil-center/rooms/{roomId}/pick: claims (선점) the room for this office. */
export const postGongsilPick = (roomId: number) =>
  call(
    api.POST('/gongsil-center/rooms/{roomId}/pick', {
      params: { ...platform, path: { roomId } },
    }),
  );

/**
 * The claimed room moves to 선점한 방: the tab counts, every list page and the dashboard's
 * gongsil figures reload. A 409 (another office was first) reloads them too, through `settle`.
 */
export const usePostGongsilPickMutation = () =>
  useWriteMutation({
    mutationKey: gongsilKeys.write.pick,
    mutationFn: postGongsilPick,
    invalidates: [gongsilKeys.all, dashboardKeys.summary],
  });
