// Where listing photos live: files in the data folder behind a small adapter, so a bucket can
// replace the folder without touching the handlers. The database keeps only the metadata
// (room_photos); ids are random hex, so a path can never be steered outside the folder.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveDataDir } from '../db/index.ts';
import { ROOT } from '../lib/spec.ts';

export type PhotoSize = 'large' | 'thumb';

export interface PhotoFiles {
  large: Buffer;
  thumb: Buffer;
}

export interface PhotoStore {
  put(photoId: string, files: PhotoFiles): Promise<void>;
  /** The stored image, or null when there is none. */
  read(photoId: string, size: PhotoSize): Promise<Buffer | null>;
  remove(photoIds: readonly string[]): Promise<void>;
}

const ID = /^[0-9a-f]{32}$/;

function fileOf(dir: string, photoId: string, size: PhotoSize): string {
  if (!ID.test(photoId)) throw new Error('invalid photo id');
  return path.join(dir, photoId.slice(0, 2), `${photoId}-${size}.jpg`);
}

/** Photos as JPEG files under `dir/<first two hex digits>/`. */
export function folderPhotoStore(dir: string): PhotoStore {
  return {
    async put(photoId, files) {
      for (const size of ['large', 'thumb'] as const) {
        const file = fileOf(dir, photoId, size);
        await mkdir(path.dirname(file), { recursive: true });
        // Written beside and renamed, so a reader never sees half a file.
        await writeFile(`${file}.part`, files[size]);
        await rename(`${file}.part`, file);
      }
    },
    async read(photoId, size) {
      if (!ID.test(photoId)) return null;
      try {
        return await readFile(fileOf(dir, photoId, size));
      } catch {
        return null;
      }
    },
    async remove(photoIds) {
      for (const id of photoIds) {
        if (!ID.test(id)) continue;
        for (const size of ['large', 'thumb'] as const)
          await rm(fileOf(dir, id, size), { force: true });
      }
    },
  };
}

/** The photo folder: PHOTO_DIR, else `photos` inside the data folder (resolved like the
 * database's, from the project root, so the working directory never moves the photos). */
export function photoDirOf(opts: { photoDir?: string; dataDir?: string }): string {
  const dir = opts.photoDir ?? process.env.PHOTO_DIR;
  return dir
    ? path.resolve(ROOT, dir)
    : path.join(resolveDataDir(opts.dataDir, process.env), 'photos');
}
