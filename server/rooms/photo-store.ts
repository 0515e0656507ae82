// Where listing photos live, behind a small adapter so a bucket can replace the store without
// touching the handlers: rows in PostgreSQL by default when the database is PostgreSQL (every API
// process reads what any other stored, with nothing else to share or back up), files in the data
// folder on the embedded database (one process, docs/operations.md), or files in PHOTO_DIR when
// one is given (a folder every process mounts). room_photos keeps the metadata either way; ids are
// random hex, so a path can never be steered outside the folder.
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { resolveDataDir, type Db } from '../db/index.ts';
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

/** Photos as rows of photo_files (migration 010), both sizes written in one transaction. */
export function databasePhotoStore(db: Db): PhotoStore {
  return {
    async put(photoId, files) {
      if (!ID.test(photoId)) throw new Error('invalid photo id');
      await db.tx(async (q) => {
        for (const size of ['large', 'thumb'] as const)
          await q(
            `INSERT INTO photo_files (photo_id, size, bytes) VALUES ($1, $2, $3)
             ON CONFLICT (photo_id, size) DO UPDATE SET bytes = excluded.bytes`,
            [photoId, size, files[size]],
          );
      });
    },
    async read(photoId, size) {
      if (!ID.test(photoId)) return null;
      const [row] = await db.query<{ bytes: Uint8Array }>(
        'SELECT bytes FROM photo_files WHERE photo_id = $1 AND size = $2',
        [photoId, size],
      );
      return row ? Buffer.from(row.bytes) : null;
    },
    async remove(photoIds) {
      const ids = photoIds.filter((id) => ID.test(id));
      if (ids.length)
        await db.query('DELETE FROM photo_files WHERE photo_id = ANY($1::text[])', [ids]);
    },
  };
}

/** The store this app uses: PHOTO_DIR (or the photoDir option) when given, else the database on
 * PostgreSQL, else the data folder's `photos`. */
export function photoStoreFor(db: Db, opts: { photoDir?: string; dataDir?: string }): PhotoStore {
  if (opts.photoDir ?? process.env.PHOTO_DIR) return folderPhotoStore(photoDirOf(opts));
  return db.kind === 'pg' ? databasePhotoStore(db) : folderPhotoStore(photoDirOf(opts));
}

/** The photo folder: PHOTO_DIR, else `photos` inside the data folder (resolved like the
 * database's, from the project root, so the working directory never moves the photos). */
export function photoDirOf(opts: { photoDir?: string; dataDir?: string }): string {
  const dir = opts.photoDir ?? process.env.PHOTO_DIR;
  return dir
    ? path.resolve(ROOT, dir)
    : path.join(resolveDataDir(opts.dataDir, process.env), 'photos');
}
