import { api, platform } from '@/api/client';
import { dashboardKeys, listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { roomsKeys } from './query-keys';

export type RoomMark = RequestBody<'postRoomStatus'>['status'];

export const postRoomStatus = ({ roomId, status }: { roomId: string; status: RoomMark }) =>
  call(
    api.POST('/room/{roomId}/status', {
      params: { ...platform, path: { roomId } },
      body: { status },
    }),
  );

/** Marks a listing 거래완료 or 비공개; the list and the dashboard counts reload. */
export const usePostRoomStatusMutation = () =>
  useWriteMutation({
    mutationKey: roomsKeys.write.status,
    mutationFn: postRoomStatus,
    invalidates: [listingKeys.all, dashboardKeys.summary],
  });
