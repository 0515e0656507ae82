import { api, platform } from '@/api/client';
import { dashboardSummaryKey, listingKeys } from '@/api/listing-query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';

export const deleteRoom = (roomId: string) =>
  call(api.DELETE('/room/{roomId}', { params: { ...platform, path: { roomId } } }));

/** Deletes a listing and its photos; the list and the dashboard counts reload. */
export const useDeleteRoomMutation = () =>
  useWriteMutation({
    mutationKey: ['room', 'delete'],
    mutationFn: deleteRoom,
    invalidates: [listingKeys.all, dashboardSummaryKey],
  });
