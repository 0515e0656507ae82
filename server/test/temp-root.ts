// Where the server tests keep their databases and files: the memory file system (/dev/shm) when
// it has room, else the system's temp folder. Every server test file copies a 41 MB PGlite
// folder and deletes it at the end; on the disk that cost about 0.45 s of CPU and 3-5 s of wall
// time per copy on a loaded 2-core machine, in memory 0.1 s and half a second.
import { accessSync, constants, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';

const SHM = '/dev/shm';
// Room for a few copies at once (parallel workers, a test's second app) with a wide margin;
// containers often mount a 64 MB /dev/shm, which falls back to the disk.
const NEEDED = 1024 ** 3;

function pick(): string {
  try {
    accessSync(SHM, constants.W_OK);
    const s = statfsSync(SHM);
    if (s.bavail * s.bsize >= NEEDED) return SHM;
  } catch {
    // no /dev/shm (not Linux) or not writable
  }
  return tmpdir();
}

export const TEST_TMP = pick();
