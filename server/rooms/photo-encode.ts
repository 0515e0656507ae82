// Checks an uploaded photo by its content (never its name or type header) and re-encodes it to
// the standard sizes. sharp writes no metadata unless asked, so EXIF (GPS included), ICC and
// XMP blocks of the upload never reach the stored files.
import sharp from 'sharp';
import { ApiError } from '../lib/errors.ts';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart parser's file limit: one byte more than a photo may have, so a file over the
 * limit is always seen as one (server/handlers/room-photos.ts). */
export const UPLOAD_READ_LIMIT = PHOTO_MAX_BYTES + 1;
/** Larger pictures are refused before decoding (a small file can claim a huge canvas). */
const MAX_PIXELS = 60_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export const PHOTO_MSG = {
  empty: '빈 파일은 올릴 수 없습니다.',
  notImage: 'JPEG, PNG, WebP 형식의 사진만 올릴 수 있습니다.',
  tooLarge: '사진은 한 장에 10MB까지 올릴 수 있습니다.',
  noFile: '올릴 사진을 선택해주세요.',
} as const;

export interface EncodedPhoto {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

export async function encodePhoto(input: Buffer): Promise<EncodedPhoto> {
  if (input.length === 0) throw new ApiError(400, PHOTO_MSG.empty);
  if (input.length > PHOTO_MAX_BYTES) throw new ApiError(413, PHOTO_MSG.tooLarge);
  const open = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  try {
    const meta = await open().metadata();
    if (!meta.format || !ACCEPTED.has(meta.format)) throw new ApiError(415, PHOTO_MSG.notImage);
    // rotate() applies the EXIF orientation before the metadata is dropped; transparent
    // PNG/WebP areas become white in the JPEG.
    const base = open().rotate().flatten({ background: '#ffffff' });
    const large = await base
      .clone()
      .resize(1280, 960, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer({ resolveWithObject: true });
    const thumb = await base
      .clone()
      .resize(320, 240, { fit: 'cover' })
      .jpeg({ quality: 78, mozjpeg: true })
      .toBuffer();
    return { large: large.data, thumb, width: large.info.width, height: large.info.height };
  } catch (e) {
    if (e instanceof ApiError) throw e;
    // Anything sharp cannot decode (text, truncated or hostile files) is not a usable image.
    throw new ApiError(415, PHOTO_MSG.notImage);
  }
}
