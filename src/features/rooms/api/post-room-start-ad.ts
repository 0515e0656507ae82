import { api, platform } from '@/api/client';
import { dashboardKeys, listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { roomsKeys } from './query-keys';

export const postRoomStartAd = (roomId: string) =>
  call(api.POST('/room/{roomId}/start-ad', { params: { ...platform, path: { roomId } } }));

/**
 * Starts the ad of a waiting listing once a slot is free (409 with the server's reason when
 * none is); the list and the dashboard counts reload, like after ending an ad.
 */
export const usePostRoomStartAdMutation = () =>
  useWriteMutation({
    mutationKey: roomsKeys.write.startAd,
    mutationFn: postRoomStartAd,
    invalidates: [listingKeys.all, dashboardKeys.summary],
  });
