import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, platform } from '@/api/client';
import { invalidateListings } from '@/api/listing-query-keys';
import { call } from '@/api/request';

export const postRoomEndAd = (roomId: string) =>
  call(api.POST('/room/{roomId}/end-ad', { params: { ...platform, path: { roomId } } }));

/** Ends a listing's ad (its slot is free again); the list and the dashboard counts reload. */
export function usePostRoomEndAdMutation() {
  const client = useQueryClient();
  return useMutation({ mutationFn: postRoomEndAd, onSuccess: () => invalidateListings(client) });
}
