import { api, platform } from '@/api/client';
import { dashboardKeys, listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import type { RoomBody } from './post-room';
import { roomFormKeys } from './query-keys';

export const putRoom = ({ roomId, body }: { roomId: string; body: RoomBody }) =>
  call(api.PUT('/room/{roomId}', { params: { ...platform, path: { roomId } }, body }));

/** Saves an edited listing; the list, the listing and the dashboard counts reload. */
export const usePutRoomMutation = () =>
  useWriteMutation({
    mutationKey: roomFormKeys.write.edit,
    mutationFn: putRoom,
    invalidates: [listingKeys.all, dashboardKeys.summary],
  });
