import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, platform } from '@/api/client';
import { invalidateListings } from '@/api/listing-query-keys';
import { call } from '@/api/request';
import type { RoomBody } from './post-room';

export const putRoom = ({ roomId, body }: { roomId: string; body: RoomBody }) =>
  call(api.PUT('/room/{roomId}', { params: { ...platform, path: { roomId } }, body }));

/** Saves an edited listing; the list, the listing and the dashboard counts reload. */
export function usePutRoomMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: putRoom, onSuccess: () => invalidateListings(client) });
}
