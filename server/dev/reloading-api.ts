// The API of `npm run dev`, rebuilt in place when its code changes. One HTTP server listens on
// the API port for the whole session and hands each request to the newest Fastify app
// (`app.routing`), so Vite's /api proxy never sees the port close. A rebuild makes the new app
// ready before the swap and closes the old one after it; the caller keeps the database open
// across rebuilds (buildApp's `db` option), so data and the embedded folder's lock stay with this
// process (server/db/data-dir-lock.ts). A rebuild that fails leaves the previous app answering.
import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface ReloadingApi {
  readonly server: http.Server;
  /** Rebuilds and swaps; resolves once an app built after this call answers (true) or the
   * rebuild failed (false, the previous app still answers). Calls during a rebuild share the
   * next one. */
  reload(): Promise<boolean>;
  /** Resolves when no rebuild is under way or waiting. */
  idle(): Promise<void>;
  /** How many apps have answered so far (1 after the first build). */
  readonly generation: number;
  close(): Promise<void>;
}

export interface ReloadingApiOptions {
  /** Builds a fresh app (not yet ready); it must not close the database. */
  build(): Promise<FastifyInstance>;
  host: string;
  port: number;
  /** Where rebuild failures go (default: console.error). */
  onError?: (e: unknown) => void;
}

// Answered while no app could be built yet (the first build failed): the fix is in the terminal.
const NO_APP = JSON.stringify({
  code: 503,
  msg: 'API를 불러오지 못했습니다. 터미널에 나온 오류를 고친 뒤 파일을 저장하세요.',
});

export async function reloadingApi(opts: ReloadingApiOptions): Promise<ReloadingApi> {
  const onError = opts.onError ?? ((e: unknown) => console.error(e));
  let current: FastifyInstance | null = null;
  let generation = 0;

  const server = http.createServer((req, res) => {
    if (current) return current.routing(req, res);
    res.writeHead(503, { 'content-type': 'application/json; charset=utf-8' }).end(NO_APP);
  });

  async function swap(): Promise<boolean> {
    let next: FastifyInstance;
    try {
      next = await opts.build();
      await next.ready();
    } catch (e) {
      onError(e);
      return false;
    }
    const old = current;
    current = next;
    generation++;
    // Requests the old app already took finish on it; its onClose hooks stop its timers.
    if (old) await old.close().catch(onError);
    return true;
  }

  let queue: Promise<unknown> = Promise.resolve();
  let waiting: Promise<boolean> | null = null;
  function reload(): Promise<boolean> {
    waiting ??= queue.then(() => {
      waiting = null;
      return swap();
    });
    queue = waiting;
    return waiting;
  }

  await reload();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => {
      server.off('error', reject);
      resolve();
    });
  });

  return {
    server,
    reload,
    async idle() {
      // A rebuild asked for while waiting extends the queue: wait until it stands still.
      let seen: Promise<unknown>;
      do {
        seen = queue;
        await seen;
      } while (seen !== queue);
    },
    get generation() {
      return generation;
    },
    async close() {
      await queue;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await current?.close();
      current = null;
    },
  };
}
