import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { listingKeys } from '@/api/query-keys';
import { call } from '@/api/request';

export const getRoom = (roomId: string, signal?: AbortSignal) =>
  call(api.GET('/room/{roomId}', { params: { path: { roomId } }, signal }));

export const roomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: listingKeys.detail(roomId),
    queryFn: ({ signal }) => getRoom(roomId, signal),
    // The form is filled once from the answer; a background refetch must not reset edits.
    staleTime: Infinity,
  });
