import { api, platform } from '@/api/client';
import { dashboardKeys, listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { roomsKeys } from './query-keys';

export type RoomBulkBody = RequestBody<'postRoomBulk'>;

export const postRoomBulk = (body: RoomBulkBody) =>
  call(api.POST('/room/bulk', { params: platform, body }));

/** Ends or deletes the selected listings; the answer names each one's result, and the list and
 * the dashboard counts reload (some may have changed even when others failed). */
export const useRoomBulkMutation = () =>
  useWriteMutation({
    mutationKey: roomsKeys.write.bulk,
    mutationFn: postRoomBulk,
    invalidates: [listingKeys.all, dashboardKeys.summary],
  });
