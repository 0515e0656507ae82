// Listing photos: upload (multipart, one file) and reading a stored size back. The upload is
// re-encoded before anything is stored (server/rooms/photo-encode.ts); a photo belongs to the
// office that uploaded it and answers 404 to any other.
import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { caller } from '../lib/auth.ts';
import { ApiError, MSG } from '../lib/errors.ts';
import { ok, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import {
  encodePhoto,
  PHOTO_MAX_BYTES,
  PHOTO_MSG,
  UPLOAD_READ_LIMIT,
} from '../rooms/photo-encode.ts';
import { assertRoomForPhoto, insertPhotoWithinQuota, quotaMessage } from '../rooms/photo-quota.ts';
import type { PhotoSize, PhotoStore } from '../rooms/photo-store.ts';
import { photoUrl } from '../rooms/room-record.ts';

/** The uploaded file's bytes; 415 when the request is not multipart, 413 when too large. */
async function readUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw new ApiError(415, PHOTO_MSG.notImage);
  let file;
  try {
    file = await req.file({ limits: { fileSize: UPLOAD_READ_LIMIT, files: 1 } });
  } catch {
    throw new ApiError(400, MSG.badRequest);
  }
  if (!file || file.fieldname !== 'file') throw new ApiError(400, PHOTO_MSG.noFile);
  let bytes: Buffer;
  try {
    bytes = await file.toBuffer();
  } catch (e) {
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ApiError(413, PHOTO_MSG.tooLarge);
    throw new ApiError(400, MSG.badRequest);
  }
  // The parser reports the limit only when bytes past it arrive in a chunk of their own; when a
  // chunk ends exactly at the limit, toBuffer() returns the cut file without an error. Reading
  // one byte past the limit and checking both makes a cut file impossible to keep.
  if (file.file.truncated || bytes.length > PHOTO_MAX_BYTES)
    throw new ApiError(413, PHOTO_MSG.tooLarge);
  return bytes;
}

export function roomPhotoHandlers({
  db,
  photos,
  photoQuotaBytes,
}: Ctx & { photos: PhotoStore; photoQuotaBytes: number }): Handlers {
  return {
    async postRoomPhoto(req) {
      const a = caller(req);
      const upload = await readUpload(req);
      // A full office is told so before its file is decoded.
      await assertRoomForPhoto(db.query, a.agentId, photoQuotaBytes);
      const encoded = await encodePhoto(upload);
      const photoId = randomBytes(16).toString('hex');
      await photos.put(photoId, encoded);
      const row = {
        photoId,
        agentId: a.agentId,
        width: encoded.width,
        height: encoded.height,
        // What the office stores: both sizes.
        bytes: encoded.large.length + encoded.thumb.length,
      };
      if (!(await insertPhotoWithinQuota(db.query, row, photoQuotaBytes))) {
        await photos.remove([photoId]);
        throw new ApiError(409, quotaMessage(photoQuotaBytes));
      }
      return ok({ photoId, url: photoUrl(photoId), thumbUrl: photoUrl(photoId, 'thumb') });
    },
    async getRoomPhoto(req, reply) {
      const a = caller(req);
      const { photoId } = params<{ photoId: string }>(req);
      const size = query<{ size?: PhotoSize }>(req).size ?? 'large';
      const [row] = await db.query<{ photo_id: string }>(
        'SELECT photo_id FROM room_photos WHERE photo_id = $1 AND agent_id = $2',
        [photoId, a.agentId],
      );
      const file = row ? await photos.read(photoId, size) : null;
      if (!file) throw new ApiError(404, MSG.notFound);
      return reply
        .type('image/jpeg')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(file);
    },
  };
}
