import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { gongsilRoomKeys } from '@/api/query-keys';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';

export type GongsilRoomDetail = Schema<'GongsilRoom'>;

export const getGongsilRoom = (roomId: number, signal?: AbortSignal) =>
  call(api.GET('/gongsil-center/rooms/{roomId}/detail', { params: { path: { roomId } }, signal }));

/**
 * One gongsil room with what only its claiming office gets (the owner's contact, the claim's
 * expiry): the gongsil room dialog and the listing form filled from a claimed room (내 매물로 등록).
 */
export const gongsilRoomQueryOptions = (roomId: number) =>
  queryOptions({
    queryKey: gongsilRoomKeys.detail(roomId),
    queryFn: ({ signal }) => getGongsilRoom(roomId, signal),
    staleTime: 0,
  });
