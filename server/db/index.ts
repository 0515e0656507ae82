// Tiny database adapter: PGlite (embedded, data folder on disk) or a pg Pool when a
// connection string is given. Both run the same SQL.
import { createHash } from 'node:crypto';
import { readdir, readFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
    // bigint (money, server/db/migrations/010_money_bigint.sql) as a number, as PGlite reads it;
    // node-postgres would give a string. Every stored amount is bounded far below 2^53.
    const pgTypes = pg.default?.types ?? (pg as unknown as { types: typeof pg.types }).types;
    const types = {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary'
          ? Number
          : pgTypes.getTypeParser(oid, format)) as typeof pgTypes.getTypeParser,
    };
    const pool = new Pool({ connectionString: dbUrl, max: 10, types });
    const where = new URL(dbUrl);
    where.password = '';
    return {
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
          const out = await fn(async <R>(sql: string, params: unknown[] = []) => {
            const r = await client.query(sql, params);
            return r.rows as R[];
          });
          await client.query('COMMIT');
          return out;
        } catch (e) {
          await client.query('ROLLBACK');
          throw e;
        } finally {
          client.release();
        }
      },
      async close() {
        await pool.end();
      },
    };
  }
  const dataDir = resolveDataDir(opts.dataDir, process.env);
  await mkdir(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const lite = new PGlite(dataDir);
  await lite.waitReady;
  const prepared = preparedQuery(lite);
  const db: Db = {
    kind: 'pglite',
    location: dataDir,
    query: prepared,
    async exec(sql: string) {
      await lite.exec(sql);
    },
    async tx<T>(fn: (q: Db['query']) => Promise<T>) {
      return lite.transaction(async (t) =>
        fn(async <R>(sql: string, params: unknown[] = []) => {
          const r = await t.query<R>(sql, params);
          return r.rows;
        }),
      );
    },
    async close() {
      await lite.close();
    },
  };
  return db;
}

/** A named statement per distinct SQL text (node-postgres prepares it once per connection). */
const statementName = (sql: string) =>
  `q${createHash('sha1').update(sql).digest('base64url').slice(0, 20)}`;

/** Applies server/db/migrations/NNN_name.sql in order, once each (schema_migrations). */
export async function migrate(db: Db): Promise<string[]> {
  await db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
  );
  const dir = path.join(here, 'migrations');
  const files = (await readdir(dir)).filter((f) => /^\d{3}_.+\.sql$/.test(f)).sort();
  const done = new Set(
    (await db.query<{ name: string }>('SELECT name FROM schema_migrations')).map((r) => r.name),
  );
  const applied: string[] = [];
  for (const f of files) {
    if (done.has(f)) continue;
    const sql = await readFile(path.join(dir, f), 'utf8');
    await db.exec(
      `BEGIN;\n${sql}\nINSERT INTO schema_migrations(name) VALUES ('${f}') ON CONFLICT DO NOTHING;\nCOMMIT;`,
    );
    applied.push(f);
  }
  return applied;
}
