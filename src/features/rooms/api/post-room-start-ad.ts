import { api, platform } from '@/api/client';
import { dashboardSummaryKey, listingKeys } from '@/api/listing-query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';

export const postRoomStartAd = (roomId: string) =>
  call(api.POST('/room/{roomId}/start-ad', { params: { ...platform, path: { roomId } } }));

/**
 * Starts the ad of a waiting listing once a slot is free (409 with the server's reason when
 * none is); the list and the dashboard counts reload, like after ending an ad.
 */
export const usePostRoomStartAdMutation = () =>
  useWriteMutation({
    mutationKey: ['room', 'start-ad'],
    mutationFn: postRoomStartAd,
    invalidates: [listingKeys.all, dashboardSummaryKey],
  });
