import { api, platform } from '@/api/client';
import { dashboardSummaryKey, listingKeys } from '@/api/listing-query-keys';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';

export type RoomBody = RequestBody<'postRoom'>;

export const postRoom = (body: RoomBody) => call(api.POST('/room', { params: platform, body }));

/** Registers a listing; the list and the dashboard counts reload. */
export const usePostRoomMutation = () =>
  useWriteMutation({
    mutationKey: ['room', 'register'],
    mutationFn: postRoom,
    invalidates: [listingKeys.all, dashboardSummaryKey],
  });
