import type { Schema } from '@/api/types';
import { fromRoomDetail, newRoomValues, type RoomFormValues } from './room-form-values';

/** A listing id as the API writes it (RoomId in spec/openapi.yaml); anything else is no copy. */
export const isRoomId = (v: string | null): v is string => v !== null && /^[0-9a-f]{32}$/.test(v);

/**
 * The form of a new listing copied from a stored one: every field as the original has it,
 * without its photos (they belong to the original listing) and registered as the account's own
 * position (A-85: the registrant is whoever registers the copy).
 */
export function copyRoomValues(d: Schema<'RoomDetail'>, position: unknown): RoomFormValues {
  return { ...fromRoomDetail(d), photos: [], position: newRoomValues(position).position };
}
