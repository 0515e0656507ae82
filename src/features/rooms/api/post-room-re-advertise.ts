import { api, idempotent } from '@/api/client';
import { dashboardKeys, listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import { roomsKeys } from './query-keys';

/** Advertises an ended listing again; the click's Idempotency-Key makes a repeat take no second
 * slot. */
export const postRoomReAdvertise = (roomId: string, idempotencyKey: string) =>
  call(
    api.POST('/room/{roomId}/re-advertise', {
      params: { ...idempotent(idempotencyKey), path: { roomId } },
    }),
  );

export const usePostRoomReAdvertiseMutation = () =>
  useWriteMutation({
    mutationKey: roomsKeys.write.reAdvertise,
    mutationFn: (roomId: string, key) => postRoomReAdvertise(roomId, key),
    invalidates: [listingKeys.all, dashboardKeys.summary],
  });
