// A listing's legal district: the one chosen by address search (bjdCode), whose names become the
// three address fields, or for a typed address the district its text names, if any.
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';
import type { RoomInput } from '../rooms/room-record.ts';
import { legalDistricts, type DistrictLevel } from './legal-districts.ts';

/** What a listing's address can be: a 읍면동, or a 리 of one. */
export const LISTING_LEVELS: readonly DistrictLevel[] = ['eupmyeondong', 'ri'];

export const DISTRICT_MSG = {
  unknown: '주소를 검색해 읍·면·동 또는 리를 선택해주세요.',
} as const;

export type RoomInputWithDistrict = RoomInput & {
  bjdCode?: string | null;
  /** The gongsil room the listing is registered from (server/gongsil/claims.ts). */
  gongsilRoomsSeq?: number;
};

/** The input with its district applied, or a 400 for a code that is no 읍면동 or 리. */
export async function withDistrict(
  input: RoomInputWithDistrict,
): Promise<RoomInputWithDistrict & { bjdCode: string | null }> {
  const ix = await legalDistricts();
  if (!input.bjdCode) {
    const named = ix.byFullName(`${input.sido} ${input.sigungu} ${input.dong}`);
    const code = named && LISTING_LEVELS.includes(named.level) ? named.code : null;
    return { ...input, bjdCode: code };
  }
  const d = ix.byCode(input.bjdCode);
  if (!d || !LISTING_LEVELS.includes(d.level)) throw new ApiError(400, DISTRICT_MSG.unknown);
  return {
    ...input,
    sido: d.sido,
    sigungu: d.sigungu,
    dong: [d.eupmyeondong, d.ri].filter(Boolean).join(' '),
    bjdCode: d.code,
  };
}

/** Stores the listing's code (a statement of its own, beside the listing's columns). */
export async function setRoomDistrict(
  q: Db['query'],
  roomsSeq: number,
  code: string | null,
): Promise<void> {
  await q('UPDATE agent_rooms SET bjd_code = $2 WHERE rooms_seq = $1', [roomsSeq, code]);
}
