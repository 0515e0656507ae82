import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';

/** One listing with its advertiser, for the list's ad preview (the form's edit reads the same key). */
export const getRoomAd = (roomId: string, signal?: AbortSignal) =>
  call(api.GET('/room/{roomId}', { params: { path: { roomId } }, signal }));

export const roomAdQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: listingKeys.detail(roomId),
    queryFn: ({ signal }) => getRoomAd(roomId, signal),
  });
