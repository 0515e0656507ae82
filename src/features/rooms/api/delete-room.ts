import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, platform } from '@/api/client';
import { invalidateListings } from '@/api/listing-query-keys';
import { call } from '@/api/request';

export const deleteRoom = (roomId: string) =>
  call(api.DELETE('/room/{roomId}', { params: { ...platform, path: { roomId } } }));

/** Deletes a listing and its photos; the list and the dashboard counts reload. */
export function useDeleteRoomMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: deleteRoom, onSuccess: () => invalidateListings(client) });
}
