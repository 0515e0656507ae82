import { api, platform } from '@/api/client';
import { dashboardSummaryKey, listingKeys } from '@/api/listing-query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';

export const postRoomEndAd = (roomId: string) =>
  call(api.POST('/room/{roomId}/end-ad', { params: { ...platform, path: { roomId } } }));

/** Ends a listing's ad (its slot is free again); the list and the dashboard counts reload. */
export const usePostRoomEndAdMutation = () =>
  useWriteMutation({
    mutationKey: ['room', 'end-ad'],
    mutationFn: postRoomEndAd,
    invalidates: [listingKeys.all, dashboardSummaryKey],
  });
