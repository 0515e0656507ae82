// One process per embedded data folder. PGlite is a single-user Postgres: a second process on the
// same folder opens its own copy of the files, and whichever closes last overwrites the other's
// writes (issue 24: 20 of 20 acknowledged writes of a second `npm start` were gone).
//
// The lock is a local socket named after the folder's real path, which the kernel frees when the
// holder exits in any way (SIGKILL and crashes included), so no stale lock can outlive its holder
// and no process id is ever trusted: on Linux an abstract socket (no file at all), on Windows a
// named pipe; elsewhere a socket file in the temp folder, removed when nobody answers on it. The
// holder answers on the socket with who it is, which the refused process prints.
import { createHash } from 'node:crypto';
import { realpathSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface LockHolder {
  pid: number;
  host: string;
  startedAt: string;
  /** Where the holder serves, once it listens. */
  url?: string;
}

export interface DataDirLock {
  readonly dir: string;
  readonly holder: LockHolder;
  release(): Promise<void>;
}

/** Exit code of a process refused because its data folder is in use. */
export const EXIT_DATA_DIR_IN_USE = 3;

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly holder: LockHolder | null,
  ) {
    super(inUseLines(dir, holder).join('\n'));
    this.name = 'DataDirInUseError';
  }
}

/** The refusal, one Korean and one English line. */
export function inUseLines(dir: string, h: LockHolder | null): [string, string] {
  const ko = h
    ? `프로세스 ${h.pid}(${h.host}, ${h.startedAt} 시작${h.url ? `, ${h.url}` : ''})`
    : '응답하지 않는 다른 프로세스';
  const en = h
    ? `process ${h.pid} on ${h.host} (started ${h.startedAt}${h.url ? `, serving ${h.url}` : ''})`
    : 'another process that does not answer';
  return [
    `데이터 폴더 ${dir} 는 ${ko}가 사용 중이라 시작하지 않습니다. 그 프로세스를 멈추거나 DATA_DIR로 다른 폴더를 지정하세요. 여러 프로세스는 PostgreSQL(DATABASE_URL)에서 실행합니다.`,
    `Not starting: the data folder ${dir} is in use by ${en}. Stop that process or set DATA_DIR to another folder; run several processes on PostgreSQL (DATABASE_URL).`,
  ];
}

function socketAddress(dir: string): { address: string; file: boolean } {
  const id = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 32);
  if (process.platform === 'linux') return { address: `\0broker-portal-pglite-${id}`, file: false };
  if (process.platform === 'win32')
    return { address: `\\\\?\\pipe\\broker-portal-pglite-${id}`, file: false };
  return { address: path.join(os.tmpdir(), `broker-portal-pglite-${id}.sock`), file: true };
}

const listen = (server: net.Server, address: string) =>
  new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      resolve();
    });
  });

/** What the process on the socket says it is: the holder, null when it answers nothing within
 * the time (a holder busy in a long synchronous step), 'gone' when nobody listens. */
function askHolder(address: string): Promise<LockHolder | null | 'gone'> {
  return new Promise((resolve) => {
    let text = '';
    const socket = net.connect(address);
    const done = (v: LockHolder | null | 'gone') => {
      socket.destroy();
      clearTimeout(timer);
      resolve(v);
    };
    const timer = setTimeout(() => done(null), 2000);
    socket.on('data', (d) => (text += d.toString()));
    socket.on('end', () => {
      try {
        done(JSON.parse(text) as LockHolder);
      } catch {
        done(null);
      }
    });
    socket.on('error', (e: NodeJS.ErrnoException) =>
      done(e.code === 'ECONNREFUSED' || e.code === 'ENOENT' ? 'gone' : null),
    );
  });
}

async function acquire(dir: string): Promise<DataDirLock> {
  const { address, file } = socketAddress(dir);
  const holder: LockHolder = {
    pid: process.pid,
    host: os.hostname(),
    startedAt: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    const server = net.createServer((socket) => socket.end(JSON.stringify(holder)));
    try {
      await listen(server, address);
      // The lock must not keep an otherwise finished process alive.
      server.unref();
      return {
        dir,
        holder,
        release: () =>
          new Promise<void>((resolve) => {
            server.close(() => resolve());
          }),
      };
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw e;
      const who = await askHolder(address);
      // A socket file left by a holder that died (only where sockets are files): nobody
      // listens on it, so it is removed and taken once.
      if (who === 'gone' && file && attempt === 0) {
        rmSync(address, { force: true });
        continue;
      }
      throw new DataDirInUseError(dir, who === 'gone' ? null : who);
    }
  }
}

// A lock this process took ahead of opening the database (server/start.ts checks the folder
// before spending a minute on a build); the openDb that follows adopts it.
const reserved = new Map<string, Promise<DataDirLock>>();

/** Takes the folder for this process now; the next lockDataDir(dir) in this process adopts it. */
export async function reserveDataDir(dir: string): Promise<DataDirLock> {
  const key = realpathSync(dir);
  const lock = reserved.get(key) ?? acquire(dir);
  reserved.set(key, lock);
  return lock.catch((e: unknown) => {
    reserved.delete(key);
    throw e;
  });
}

/** Takes the folder (an existing one) for this process; DataDirInUseError when another process,
 * or another database in this one, holds it. */
export async function lockDataDir(dir: string): Promise<DataDirLock> {
  const key = realpathSync(dir);
  const mine = reserved.get(key);
  if (mine) {
    reserved.delete(key);
    return mine;
  }
  return acquire(dir);
}
