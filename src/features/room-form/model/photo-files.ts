import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { imageFileProblem } from '@/lib/image-files';
import { PHOTOS_MAX } from './room-form-values';

export { PHOTO_MAX_BYTES, PHOTO_TYPES } from '@/lib/image-files';

/**
 * Which chosen files to upload and why the others are left out: the same limits the server
 * enforces (type, 10 MB, not empty, at most ten photos), checked first to save the upload.
 * The server still checks the content itself.
 */
export function pickPhotoFiles(
  files: readonly File[],
  already: number,
): { accepted: File[]; errors: string[] } {
  const R = readConfig(messages.form).room;

  const accepted: File[] = [];
  const errors: string[] = [];
  for (const file of files) {
    const name = file.name;
    const problem = imageFileProblem(file);
    if (problem === 'type') errors.push(fmt(R.errPhotoType, { name }));
    else if (problem === 'empty') errors.push(fmt(R.errPhotoEmpty, { name }));
    else if (problem === 'size') errors.push(fmt(R.errPhotoSize, { name }));
    else if (already + accepted.length >= PHOTOS_MAX) {
      errors.push(fmt(R.errPhotoCount, { max: PHOTOS_MAX }));
      break;
    } else accepted.push(file);
  }
  return { accepted, errors };
}
