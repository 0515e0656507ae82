// Starts server/test/serve-ops.ts as a child process and waits until it listens.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ROOT } from '../lib/spec.ts';

/**
 * The time limit of a test that starts server processes: each compiles the server as it starts
 * (tsx), which under CI's two busy lanes took up to 53 s of a 60 s limit (CI logs of this session). Not a timing test.
 */
export const CHILD_MS = 180_000;

export interface ChildServer {
  child: ChildProcess;
  base: string;
  /** Everything the child printed on stdout so far (JSON log lines with LOG=1). */
  stdout: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startChildServer(env: NodeJS.ProcessEnv): Promise<ChildServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'test', 'serve-ops.ts')],
    { cwd: ROOT, env: { PORT: '0', ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  let err = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  child.stderr!.on('data', (d: Buffer) => (err += d.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /LISTENING (\d+)/.exec(out);
      if (m) resolve({ child, base: `http://127.0.0.1:${m[1]}`, stdout: () => out, exited });
    });
    void exited.then(({ code }) =>
      reject(new Error(`server exited (${code}) before listening: ${err}`)),
    );
  });
}

/** Resolves once `text` appears in the child's stdout. */
export function waitForOutput(server: ChildServer, text: string): Promise<void> {
  return new Promise((resolve) => {
    if (server.stdout().includes(text)) return resolve();
    const on = () => {
      if (!server.stdout().includes(text)) return;
      server.child.stdout!.off('data', on);
      resolve();
    };
    server.child.stdout!.on('data', on);
  });
}
