// Checks an uploaded photo by its content (never its name or type header) and re-encodes it to
// the standard sizes. sharp writes no metadata unless asked, so EXIF (GPS included), ICC and
// XMP blocks of the upload never reach the stored files.
import sharp from 'sharp';
import { ApiError } from '../lib/errors.ts';
import { photoDecodes } from './decode-slots.ts';

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
/** The multipart parser's file limit: one byte more than a photo may have, so a file over the
 * limit is always seen as one (server/handlers/room-photos.ts). */
export const UPLOAD_READ_LIMIT = PHOTO_MAX_BYTES + 1;
/**
 * Pictures with more pixels are refused from their header, before any decoding: a small file can
 * declare a huge canvas (a 175 KB PNG of 59.9 megapixels took seconds and 190 MB to decode).
 * 50 megapixels takes a 48 or 50 megapixel phone photo (8,160 × 6,120) and a 45 megapixel
 * camera's; the listing keeps 1280 × 960 of it.
 */
export const MAX_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export const PHOTO_MSG = {
  empty: '빈 파일은 올릴 수 없습니다.',
  notImage: 'JPEG, PNG, WebP 형식의 사진만 올릴 수 있습니다.',
  tooLarge: '사진은 한 장에 10MB까지 올릴 수 있습니다.',
  tooManyPixels: '사진 해상도가 너무 큽니다. 5,000만 화소 이하의 사진을 올려주세요.',
  noFile: '올릴 사진을 선택해주세요.',
} as const;

export interface EncodedPhoto {
  large: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
}

/** Format and size from the file's header; sharp's metadata() reads no pixel data. */
async function readHeader(input: Buffer): Promise<{ format: string; pixels: number }> {
  try {
    // No pixel limit here: the header of any size is read, and the size refused below.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height)
      throw new ApiError(415, PHOTO_MSG.notImage);
    return { format: meta.format, pixels: meta.width * meta.height };
  } catch (e) {
    if (e instanceof ApiError) throw e;
    throw new ApiError(415, PHOTO_MSG.notImage);
  }
}

export async function encodePhoto(input: Buffer): Promise<EncodedPhoto> {
  if (input.length === 0) throw new ApiError(400, PHOTO_MSG.empty);
  if (input.length > PHOTO_MAX_BYTES) throw new ApiError(413, PHOTO_MSG.tooLarge);
  const { pixels } = await readHeader(input);
  if (pixels > MAX_PIXELS) throw new ApiError(413, PHOTO_MSG.tooManyPixels);
  return photoDecodes.run(() => decodeAndResize(input));
}

async function decodeAndResize(input: Buffer): Promise<EncodedPhoto> {
  const open = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' });
  try {
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
