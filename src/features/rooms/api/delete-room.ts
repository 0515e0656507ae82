import { api, platform } from '@/api/client';
import { dashboardKeys, listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { roomsKeys } from './query-keys';

export const deleteRoom = (roomId: string) =>
  call(api.DELETE('/room/{roomId}', { params: { ...platform, path: { roomId } } }));

/** Deletes a listing and its photos; the list and the dashboard counts reload. */
export const useDeleteRoomMutation = () =>
  useWriteMutation({
    mutationKey: roomsKeys.write.delete,
    mutationFn: deleteRoom,
    invalidates: [listingKeys.all, dashboardKeys.summary],
  });
