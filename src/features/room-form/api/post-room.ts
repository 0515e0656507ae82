import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, platform } from '@/api/client';
import { invalidateListings } from '@/api/listing-query-keys';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';

export type RoomBody = RequestBody<'postRoom'>;

export const postRoom = (body: RoomBody) => call(api.POST('/room', { params: platform, body }));

/** Registers a listing; the list and the dashboard counts reload. */
export function usePostRoomMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postRoom, onSuccess: () => invalidateListings(client) });
}
