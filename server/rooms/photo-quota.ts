// Each office's photo storage: the stored files (large and thumbnail) of all its photos, attached
// or not, count against a quota, so one office cannot fill the disk. The default, 1 GiB, holds
// about 5,000 photos (a stored pair is about 200 KB): 500 listings with the 10 photos a listing
// may have. PHOTO_QUOTA_MB (or buildApp's photoQuotaMb) sets another.
import type { Db } from '../db/index.ts';
import { ApiError } from '../lib/errors.ts';

export const DEFAULT_PHOTO_QUOTA_MB = 1024;

export const quotaMessage = (quotaBytes: number) =>
  `사무소의 사진 저장 공간(${formatSize(quotaBytes)})을 모두 사용했습니다. 사용하지 않는 사진이나 매물을 삭제한 뒤 다시 올려주세요.`;

function formatSize(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1024 ? `${Number((mb / 1024).toFixed(1))}GB` : `${Number(mb.toFixed(1))}MB`;
}

/** The quota in bytes: the option, else PHOTO_QUOTA_MB, else 1 GiB. */
export function photoQuotaBytes(optionMb: number | undefined, env = process.env): number {
  const mb = optionMb ?? Number(env.PHOTO_QUOTA_MB ?? DEFAULT_PHOTO_QUOTA_MB);
  if (!Number.isFinite(mb) || mb <= 0) throw new Error(`PHOTO_QUOTA_MB must be a positive number`);
  return Math.floor(mb * 1024 * 1024);
}

/** 409 when the office's photos already fill the quota (checked before decoding an upload). */
export async function assertRoomForPhoto(q: Db['query'], agentId: number, quotaBytes: number) {
  const [u] = await q<{ used: number }>(
    'SELECT coalesce(sum(bytes), 0)::bigint AS used FROM room_photos WHERE agent_id = $1',
    [agentId],
  );
  if (Number(u?.used ?? 0) >= quotaBytes) throw new ApiError(409, quotaMessage(quotaBytes));
}

/**
 * Records a stored photo when it still fits the office's quota, in one statement (two uploads
 * at once cannot both take the last room); false when it does not fit.
 */
export async function insertPhotoWithinQuota(
  q: Db['query'],
  row: { photoId: string; agentId: number; width: number; height: number; bytes: number },
  quotaBytes: number,
): Promise<boolean> {
  const done = await q(
    `INSERT INTO room_photos (photo_id, agent_id, width, height, bytes)
     SELECT $1::text, $2::int, $3::int, $4::int, $5::int
      WHERE (SELECT coalesce(sum(bytes), 0) FROM room_photos WHERE agent_id = $2::int) + $5::int
            <= $6::bigint
     RETURNING photo_id`,
    [row.photoId, row.agentId, row.width, row.height, row.bytes, quotaBytes],
  );
  return done.length === 1;
}
