// Tiny database adapter: PGlite (embedded, data folder on disk) or a pg Pool when a
// connection string is given. Both run the same SQL.
import { createHash } from 'node:crypto';
import { readdir, readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillDistrictCodes } from '../address/fill-district-codes.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { onDatabase } from './per-database.ts';
import { preparedQuery } from './pglite-prepared.ts';

export type Row = Record<string, unknown>;

export interface Db {
  /** One statement. On PGlite every SQL text is prepared once (pglite-prepared.ts); on
   * PostgreSQL only with `prepare: true`, for fixed SQL texts (values as parameters, never
   * inlined), since node-postgres keeps each named statement for the connection's lifetime. */
  query<T = Row>(sql: string, params?: unknown[], opts?: { prepare?: boolean }): Promise<T[]>;
  exec(sql: string): Promise<void>;
  /** Runs fn inside BEGIN/COMMIT on one connection. */
  tx<T>(fn: (q: Db['query']) => Promise<T>): Promise<T>;
  /** Runs fn while holding a lock of this name across every process on the database (a
   * PostgreSQL advisory lock on a connection of its own; PGlite has one process, see
   * data-dir-lock.ts). Start-up migrates and seeds under it, so processes starting together
   * wait for the first instead of racing it. */
  exclusive<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /** Calls `fn` with the payload of each `pg_notify(channel, payload)` committed by any process
   * on the database (PostgreSQL LISTEN on a connection of its own; PGlite's in-process
   * listeners, which see notifications sent inside `tx` only). Resolves to the unsubscribe. */
  listen(channel: string, fn: (payload: string) => void): Promise<() => Promise<void>>;
  /** Connections now: the pool's on PostgreSQL; PGlite's one, busy while a statement runs. */
  stats(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
  kind: 'pglite' | 'pg';
  /** Where the data lives (the folder, or the server without credentials), printed at start. */
  location: string;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** PostgreSQL's type id of bigint (int8). */
const INT8_OID = 20;
const ROOT = path.join(here, '..', '..');

/** The embedded database folder: the given one, else DATA_DIR, else .data/pglite; a relative
 * path is taken from the project root, never from wherever the process was started. */
export function resolveDataDir(
  dataDir: string | undefined,
  env: Record<string, string | undefined>,
): string {
  return path.resolve(ROOT, dataDir ?? env.DATA_DIR ?? path.join('.data', 'pglite'));
}

/** Demo accounts go into the embedded database by default (SEED_DEMO=0 turns that off) and into
 * a DATABASE_URL database only when asked with SEED_DEMO=1, never silently into a real one. */
export function shouldSeedDemo(kind: Db['kind'], env: Record<string, string | undefined>): boolean {
  return kind === 'pglite' ? env.SEED_DEMO !== '0' : env.SEED_DEMO === '1';
}

export async function openDb(opts: { dbUrl?: string; dataDir?: string } = {}): Promise<Db> {
  // An explicit data folder means the embedded database, even when DATABASE_URL is set (tests
  // give each file its own folder while the shared-session test uses PostgreSQL).
  const dbUrl = opts.dbUrl ?? (opts.dataDir ? undefined : process.env.DATABASE_URL);
  if (dbUrl) {
    const pg = await import('pg');
    const Pool = pg.default?.Pool ?? (pg as unknown as { Pool: typeof pg.Pool }).Pool;
    // PG_POOL_MAX per process: N processes open up to N times this many connections. At least
    // 2: start-up holds one for the advisory lock (Db.exclusive) while migrating on another.
    const max = Math.max(2, Number(process.env.PG_POOL_MAX) || 10);
    // bigint (money, server/db/migrations/015_money_bigint.sql) as a number, as PGlite reads it;
    // node-postgres would give a string. Every stored amount is bounded far below 2^53.
    const pgTypes = pg.default?.types ?? (pg as unknown as { types: typeof pg.types }).types;
    const types = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? Number
          : pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
    };
    const pool = new Pool({ connectionString: dbUrl, max, types });
    // An idle connection the server drops (a restart, a failover) must not end the process: the
    // pool opens a new one on the next query, and /readyz reports the database meanwhile.
    pool.on('error', (e) => console.error(`PostgreSQL connection lost: ${e.message}`));
    const where = new URL(dbUrl);
    where.password = '';
    const db: Db = {
      kind: 'pg',
      location: where.toString(),
      async query<T>(sql: string, params: unknown[] = [], opts: { prepare?: boolean } = {}) {
        const r = opts.prepare
          ? await pool.query({ name: statementName(sql), text: sql, values: params })
          : await pool.query(sql, params);
        return r.rows as T[];
      },
      async exec(sql: string) {
        await pool.query(sql);
      },
      async tx<T>(fn: (q: Db['query']) => Promise<T>) {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const out = await fn(
            onDatabase(async <R>(sql: string, params: unknown[] = []) => {
              const r = await client.query(sql, params);
              return r.rows as R[];
            }, db),
          );
          await client.query('COMMIT');
          return out;
        } catch (e) {
          await client.query('ROLLBACK');
          throw e;
        } finally {
          client.release();
        }
      },
      async exclusive<T>(name: string, fn: () => Promise<T>) {
        const client = await pool.connect();
        const key = advisoryKey(name);
        let broken: Error | undefined;
        try {
          await client.query('SELECT pg_advisory_lock($1::bigint)', [key]);
          try {
            return await fn();
          } finally {
            await client.query('SELECT pg_advisory_unlock($1::bigint)', [key]).catch((e: Error) => {
              broken = e; // the session ends with the connection, and its lock with it
            });
          }
        } finally {
          client.release(broken);
        }
      },
      listen: (channel, fn) => listenPg(dbUrl, channel, fn),
      stats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      async close() {
        await pool.end();
      },
    };
    onDatabase(db.query, db);
    return db;
  }
  const dataDir = resolveDataDir(opts.dataDir, process.env);
  await mkdir(dataDir, { recursive: true });
  // One process per folder (data-dir-lock.ts), taken before PGlite reads a file.
  const lock = await lockDataDir(dataDir);
  const { PGlite } = await import('@electric-sql/pglite');
  let lite: InstanceType<typeof PGlite>;
  try {
    lite = new PGlite(dataDir);
    await lite.waitReady;
  } catch (e) {
    await lock.release();
    throw e;
  }
  const prepared = preparedQuery(lite);
  // Statements in flight: PGlite runs one at a time, the rest wait (Db.stats).
  let busy = 0;
  const counted = async <T>(run: () => Promise<T>): Promise<T> => {
    busy++;
    try {
      return await run();
    } finally {
      busy--;
    }
  };
  const db: Db = {
    kind: 'pglite',
    location: dataDir,
    query: <T>(sql: string, params?: unknown[]) => counted(() => prepared<T>(sql, params)),
    async exec(sql: string) {
      await counted(() => lite.exec(sql));
    },
    async tx<T>(fn: (q: Db['query']) => Promise<T>) {
      return counted(() =>
        lite.transaction(async (t) =>
          fn(
            onDatabase(async <R>(sql: string, params: unknown[] = []) => {
              const r = await t.query<R>(sql, params);
              return r.rows;
            }, db),
          ),
        ),
      );
    },
    exclusive: (_name, fn) => fn(),
    async listen(channel, fn) {
      const stop = await lite.listen(channel, fn);
      return async () => {
        await stop();
      };
    },
    stats: () => ({ total: 1, idle: busy === 0 ? 1 : 0, waiting: Math.max(0, busy - 1) }),
    async close() {
      try {
        await lite.close();
      } finally {
        await lock.release();
      }
    },
  };
  onDatabase(db.query, db);
  return db;
}

/**
 * LISTEN on a client of its own (a pooled connection would drop the subscription when it goes
 * back). A lost connection is opened again after a second, so a database restart interrupts
 * live delivery for about that long; what was missed stays stored and is read on the next list.
 */
async function listenPg(
  dbUrl: string,
  channel: string,
  fn: (payload: string) => void,
): Promise<() => Promise<void>> {
  const pg = await import('pg');
  const Client = pg.default?.Client ?? (pg as unknown as { Client: typeof pg.Client }).Client;
  let client: InstanceType<typeof Client> | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const c = new Client({ connectionString: dbUrl });
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) fn(m.payload);
    });
    c.on('error', (e) => {
      console.error(`PostgreSQL LISTEN connection lost: ${e.message}`);
      void c.end().catch(() => undefined);
      if (!stopped) retry = setTimeout(() => void open().catch(() => undefined), 1000).unref();
    });
    await c.connect();
    await c.query(`LISTEN ${JSON.stringify(channel)}`);
    client = c;
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}

/** A PostgreSQL advisory lock key (bigint) for a name, the same in every process. */
export const advisoryKey = (name: string) =>
  BigInt.asIntN(
    64,
    BigInt(`0x${createHash('sha256').update(name).digest('hex').slice(0, 16)}`),
  ).toString();

/** A named statement per distinct SQL text (node-postgres prepares it once per connection). */
const statementName = (sql: string) =>
  `q${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;

/** Applies server/db/migrations/NNN_name.sql in order, once each (schema_migrations). */
const MIGRATIONS = path.join(here, 'migrations');

/** The migration files this code knows, in the order they apply. */
export async function migrationNames(): Promise<string[]> {
  return (await readdir(MIGRATIONS)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
}

/** Migrations this code knows that the database has not applied (readiness, server/ops). */
export async function pendingMigrations(db: Db): Promise<string[]> {
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  return (await migrationNames()).filter((f) => !done.has(f));
}

/** Data steps a migration needs that SQL cannot do, run after its file and before it is recorded
 * (so that file must be idempotent: a crash in between runs both again). */
const AFTER_MIGRATION: Record<string, (q: Db['query']) => Promise<void>> = {
  '025_legal_districts.sql': fillDistrictCodes,
};

export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const dir = MIGRATIONS;
  const files = await migrationNames();
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const f of files) {
    if (done.has(f)) continue;
    const sql = await readFile(path.join(dir, f), 'utf8');
    const after = AFTER_MIGRATION[f];
    if (after) {
      await db.exec(sql);
      await db.tx(after);
      await db.query('INSERT INTO schema_migrations(name) VALUES ($1) ON CONFLICT DO NOTHING', [f]);
      applied.push(f);
      continue;
    }
    await db.exec(
      `BEGIN;\n${sql}\nINSERT INTO schema_migrations(name) VALUES ('${f}') ON CONFLICT DO NOTHING;\nCOMMIT;`,
    );
    applied.push(f);
  }
  return applied;
}
