// Codegen in the Vite dev server: an edit under spec/, codegen/ or config/ reruns every step, and an edit
// of a file the key-usage scan reads (codegen/steps/key-usage.ts: src/ and server/ without tests
// and generated files) reruns that step, so removing the last read of a message key fails at
// once instead of at the next `npm run codegen`. The regenerated modules then hot-reload (the
// SPA) or reload the API (server/dev.ts).
//
// Runs go through a module runner of Vite's server environment that keeps the steps loaded: before
// a run, the modules of the edited files and the modules importing them are dropped, so an edited
// step, config checker or config file is used at once and the rest stays warm (the formatted text
// of unchanged output too). A key-usage run costs about 0.1 s of CPU. Runs never overlap, and
// edits during a run share the next one. A key-usage run waits a second after the last edit, so the
// API rebuild the same edit starts (server/dev.ts) is not slowed by it.
import path from 'node:path';
import { createServerModuleRunner, type Plugin, type ViteDevServer } from 'vite';
import type { CodegenScope, regenerate, RegenerateResult } from '../regenerate.ts';
import { isScannedSource } from '../steps/key-usage.ts';
import { invalidateFiles } from './module-invalidation.ts';

const isTest = (rel: string) => /\.test\.tsx?$/.test(rel);

/** Which codegen run an edit of `rel` (a path from the repository root) needs, if any. */
export function codegenScopeFor(rel: string): CodegenScope | null {
  if (rel.startsWith('spec/')) return 'all';
  // The steps themselves, and the config kernel whose checker they run.
  if (/^(codegen|config)\//.test(rel) && /\.(ts|json)$/.test(rel) && !isTest(rel)) return 'all';
  if (isScannedSource(rel)) return 'key-usage';
  return null;
}

const DELAY_MS: Record<CodegenScope, number> = { all: 100, 'key-usage': 1000 };

export interface DevCodegenApi {
  /** Each run waits for `gate` first: server/dev.ts lets the API rebuild an edit started finish
   * before codegen takes the CPU (both run on this process's one thread). */
  waitFor(gate: () => Promise<unknown>): void;
}

function runCodegen(server: ViteDevServer, gate: () => Promise<unknown>) {
  const root = server.config.root;
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  const log = server.config.logger;
  let pending: CodegenScope | null = null;
  const edited = new Set<string>();
  let running = false;
  let timer: NodeJS.Timeout | undefined;
  // After a failed run only a full run can bring every file up to date again.
  let failed = false;

  async function once(scope: CodegenScope) {
    await gate();
    const started = performance.now();
    // The steps read spec/ files themselves on every run: only modules need dropping.
    invalidateFiles(runner, edited);
    edited.clear();
    let r: RegenerateResult;
    try {
      const steps = await runner.import<{ regenerate: typeof regenerate }>(
        '/codegen/regenerate.ts',
      );
      r = await steps.regenerate(root, scope);
    } catch (e) {
      r = { ok: false, problems: e instanceof Error ? (e.stack ?? e.message) : String(e) };
    }
    failed = !r.ok;
    const ms = Math.round(performance.now() - started);
    if (r.ok)
      log.info(`codegen (${scope}): ${r.updated.length} file(s) updated in ${ms} ms`, {
        timestamp: true,
      });
    else log.error(`codegen (${scope}) failed:\n${r.problems}`, { timestamp: true });
  }

  async function drain() {
    if (running) return; // the loop below takes what is pending when the run ends
    running = true;
    while (pending) {
      const next = pending;
      pending = null;
      await once(next);
    }
    running = false;
  }

  return {
    request(scope: CodegenScope, file: string) {
      edited.add(file);
      pending = scope === 'all' || pending === 'all' || failed ? 'all' : scope;
      clearTimeout(timer);
      timer = setTimeout(() => void drain(), DELAY_MS[pending]);
    },
    warmUp() {
      runner.import('/codegen/regenerate.ts').catch((e: unknown) => log.error(String(e)));
    },
  };
}

export function devCodegen(): Plugin<DevCodegenApi> {
  let gate: () => Promise<unknown> = async () => {};
  return {
    name: 'dev-codegen',
    apply: 'serve',
    api: {
      waitFor(g) {
        gate = g;
      },
    },
    configureServer(server) {
      const { request, warmUp } = runCodegen(server, () => gate());
      // Loading the steps costs about 2 s of CPU once: done at start, not on the first edit.
      server.httpServer?.once('listening', warmUp);
      const onFile = (file: string) => {
        const rel = path.relative(server.config.root, file).split(path.sep).join('/');
        const scope = codegenScopeFor(rel);
        if (scope) request(scope, file);
      };
      for (const dir of ['spec', 'codegen', 'config', 'src', 'server'])
        server.watcher.add(path.join(server.config.root, dir));
      server.watcher.on('change', onFile);
      server.watcher.on('add', onFile);
      server.watcher.on('unlink', onFile);
    },
  };
}
