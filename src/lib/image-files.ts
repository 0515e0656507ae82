// What the photo upload (POST /room/photos) takes, checked in the browser before a file is sent:
// the listing form's photos and an objection's attachments go through the same path. The server
// still checks the content itself.
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

export type ImageFileProblem = 'type' | 'empty' | 'size';

/** Why the upload would refuse `file`, or null when it may be sent. */
export function imageFileProblem(file: File): ImageFileProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > PHOTO_MAX_BYTES) return 'size';
  return null;
}
