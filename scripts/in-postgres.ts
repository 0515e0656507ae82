// Benchmarks that compare PGlite with PostgreSQL re-run themselves inside
// scripts/with-postgres.sh, so the throwaway cluster lives exactly as long as the run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.join(import.meta.dirname, '..');

/** PostgreSQL binaries where with-postgres.sh looks for them. */
function hasPostgres(): boolean {
  const lib = '/usr/lib/postgresql';
  if (existsSync(lib) && readdirSync(lib).length > 0) return true;
  return spawnSync('sh', ['-c', 'command -v initdb'], { stdio: 'ignore' }).status === 0;
}

/** Without DATABASE_URL (and unless BENCH_PG=0), runs this script again inside
 * with-postgres.sh and exits with its status; otherwise returns the URL to use ('' for none). */
export function postgresUrlOrRerun(): string {
  if (process.env.BENCH_PG === '0') return '';
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  if (!hasPostgres()) return '';
  const r = spawnSync(
    'bash',
    [
      path.join(ROOT, 'scripts', 'with-postgres.sh'),
      process.execPath,
      '--import',
      'tsx',
      ...process.argv.slice(1),
    ],
    { cwd: ROOT, stdio: 'inherit' },
  );
  process.exit(r.status ?? 1);
}
