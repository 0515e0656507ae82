import { api, platform } from '@/api/client';
import { dashboardKeys, listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import type { RequestBody } from '@/api/types';
import { useWriteMutation } from '@/api/use-write-mutation';
import { roomFormKeys } from './query-keys';

export type RoomBody = RequestBody<'postRoom'>;

export const postRoom = (body: RoomBody) => call(api.POST('/room', { params: platform, body }));

/** Registers a listing; the list and the dashboard counts reload. */
export const usePostRoomMutation = () =>
  useWriteMutation({
    mutationKey: roomFormKeys.write.register,
    mutationFn: postRoom,
    invalidates: [listingKeys.all, dashboardKeys.summary],
  });
