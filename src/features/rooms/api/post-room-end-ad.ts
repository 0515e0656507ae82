import { api, platform } from '@/api/client';
import { dashboardKeys, listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { roomsKeys } from './query-keys';

export const postRoomEndAd = (roomId: string) =>
  call(api.POST('/room/{roomId}/end-ad', { params: { ...platform, path: { roomId } } }));

/** Ends a listing's ad (its slot is free again); the list and the dashboard counts reload. */
export const usePostRoomEndAdMutation = () =>
  useWriteMutation({
    mutationKey: roomsKeys.write.endAd,
    mutationFn: postRoomEndAd,
    invalidates: [listingKeys.all, dashboardKeys.summary],
  });
