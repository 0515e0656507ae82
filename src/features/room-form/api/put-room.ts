import { api, platform } from '@/api/client';
import { dashboardSummaryKey, listingKeys } from '@/api/listing-query-keys';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import type { RoomBody } from './post-room';

export const putRoom = ({ roomId, body }: { roomId: string; body: RoomBody }) =>
  call(api.PUT('/room/{roomId}', { params: { ...platform, path: { roomId } }, body }));

/** Saves an edited listing; the list, the listing and the dashboard counts reload. */
export const usePutRoomMutation = () =>
  useWriteMutation({
    mutationKey: ['room', 'edit'],
    mutationFn: putRoom,
    invalidates: [listingKeys.all, dashboardSummaryKey],
  });
