// @vitest-environment node
// One process per embedded data folder (issue 24, item 1): while a server holds the folder, a
// second `npm start` (or buildApp) on it is refused with the holder named in Korean and English;
// once the holder is SIGKILLed, the folder is free at once and nothing it acknowledged is lost.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, ROOT } from '../app.ts';
import { CHILD_MS } from '../test/child-server.ts';
import { H, tempDir } from '../test/helpers.ts';
import { copyMigratedInto } from '../test/pglite-template.ts';
import { DataDirInUseError, EXIT_DATA_DIR_IN_USE } from './data-dir-lock.ts';

const t = tempDir('data-dir-lock');
const dir = path.join(t.dir, 'db');
beforeAll(() => copyMigratedInto(dir));
afterAll(() => t.cleanup());

/** The environment of a process on the embedded database in `dir` (never the run's
 * PostgreSQL). */
function embeddedEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  return env;
}

function startHolder(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'test', 'durability-server.ts')],
    {
      cwd: ROOT,
      env: embeddedEnv({ DURABILITY_DATA_DIR: dir }),
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}` });
    });
    child.on('exit', (code) => reject(new Error(`holder exited (${code}) before listening`)));
  });
}

/** Runs `npm start`'s entry on the held folder until it exits: its code and its stderr. */
function secondStart(): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'start.ts')],
    {
      cwd: ROOT,
      env: embeddedEnv({ DATA_DIR: dir, PORT: '0' }),
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stderr })));
}

describe('the embedded data folder has one process', () => {
  it(
    'refuses a second process naming the holder; a SIGKILLed holder leaves no lock',
    async () => {
      const holder = await startHolder();
      const pid = holder.child.pid!;
      try {
        const r = await fetch(`${holder.base}/api/v2/consult/request`, {
          method: 'POST',
          headers: H,
          body: JSON.stringify({
            name: '잠금시험',
            phone: '010-1234-5678',
            consultType: 'ETC',
            message: '한 폴더 한 프로세스',
            agreePrivacy: true,
          }),
        });
        expect(r.status).toBe(200);
        const { requestId } = ((await r.json()) as { result: { requestId: number } }).result;

        // buildApp in this process: refused before PGlite reads a file.
        const refused = await buildApp({ dataDir: dir, rateLimit: false }).then(
          async (app) => {
            await app.close();
            return null;
          },
          (e: unknown) => e,
        );
        expect(refused).toBeInstanceOf(DataDirInUseError);
        expect((refused as DataDirInUseError).holder?.pid).toBe(pid);

        // A second `npm start`: the two lines, and the exit code, before any build.
        const second = await secondStart();
        expect(second.code).toBe(EXIT_DATA_DIR_IN_USE);
        // (Node's own warnings, if any, are not the refusal.)
        const lines = second.stderr
          .trim()
          .split('\n')
          .filter((l) => !l.startsWith('(node:') && !l.includes('--trace-warnings'));
        expect(lines).toHaveLength(2);
        expect(lines[0]).toContain(dir);
        expect(lines[0]).toMatch(new RegExp(`프로세스 ${pid}\\(.+ 시작\\)가 사용 중`));
        expect(lines[1]).toContain(`in use by process ${pid} on `);

        holder.child.kill('SIGKILL');
        await new Promise((resolve) => holder.child.once('exit', resolve));
        const app = await buildApp({ dataDir: dir, rateLimit: false, seedDemo: false });
        try {
          const rows = await app.db.query('SELECT 1 FROM consult_requests WHERE id = $1', [
            requestId,
          ]);
          expect(rows).toHaveLength(1);
        } finally {
          await app.close();
        }
      } finally {
        if (holder.child.exitCode === null && holder.child.signalCode === null)
          holder.child.kill('SIGKILL');
      }
    },
    CHILD_MS,
  );
});
