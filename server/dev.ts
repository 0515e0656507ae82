// Dev: Vite (programmatic) on PORT (5173) with /api proxied to the API on API_PORT (4174). The API
// is rebuilt in place when a file it runs changes (server/dev/reload-rules.ts), usually within a
// second: its modules load through Vite's module runner, so only what changed is compiled again,
// and the database stays open in this process the whole time (the embedded folder's lock with
// it, server/db/data-dir-lock.ts). Codegen reruns on edits by itself (codegen/lib/dev-plugin.ts).
import path from 'node:path';
import { createServer, createServerModuleRunner, mergeConfig } from 'vite';
import type { DevCodegenApi } from '../codegen/lib/dev-plugin.ts';
import { invalidateFiles } from '../codegen/lib/module-invalidation.ts';
import viteConfig from '../vite.config.ts';
import { DataDirInUseError, EXIT_DATA_DIR_IN_USE } from './db/data-dir-lock.ts';
import { openDb, type Db } from './db/index.ts';
import { ALL_DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/index.ts';
import type { buildDevApp } from './dev/dev-app.ts';
import { reloadsApi } from './dev/reload-rules.ts';
import { reloadingApi } from './dev/reloading-api.ts';
import { ROOT } from './lib/spec.ts';

const apiPort = Number(process.env.API_PORT ?? 4174);
const host = process.env.HOST ?? '127.0.0.1';
// Code this process runs itself, not through the module runner: an edit takes a restart.
const HOST_FILES = new Set([
  'server/dev.ts',
  'server/dev/reloading-api.ts',
  'server/dev/reload-rules.ts',
  'vite.config.ts',
  'codegen/lib/dev-plugin.ts',
  'codegen/lib/module-invalidation.ts',
]);

async function open(): Promise<Db> {
  try {
    return await openDb();
  } catch (e) {
    if (!(e instanceof DataDirInUseError)) throw e;
    console.error(e.message);
    process.exit(EXIT_DATA_DIR_IN_USE);
  }
}

const db = await open();
// The config is handed over, not named by file: Vite restarts itself when a file its config
// imports changes (codegen/steps/key-usage.ts among them), which would leave this process's
// watcher and module runner on a closed server.
const vite = await createServer(
  mergeConfig(viteConfig, {
    configFile: false,
    server: {
      host,
      port: Number(process.env.PORT ?? 5173),
      proxy: {
        '/api': { target: `http://${host}:${apiPort}`, changeOrigin: false },
      },
    },
  }),
);
// Vite ends the process on SIGTERM once its own server has closed, which could cut the database's
// close short; `stop` below closes everything in order instead.
for (const l of process.listeners('SIGTERM')) process.off('SIGTERM', l);
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
const editedSinceBuild = new Set<string>();
const api = await reloadingApi({
  host,
  port: apiPort,
  async build() {
    // The edited modules and those importing them are evaluated again (Vite compiles again only
    // the edited files); after an edit of a file the server reads another way (spec/openapi.yaml,
    // a migration), every module is.
    if (!invalidateFiles(runner, editedSinceBuild)) runner.clearCache();
    editedSinceBuild.clear();
    const app = await runner.import<{ buildDevApp: typeof buildDevApp }>('/server/dev/dev-app.ts');
    return app.buildDevApp(db);
  },
});

let changed: string[] = [];
let firstEditAt: number | undefined;
let timer: NodeJS.Timeout | undefined;
// Edits waiting out the short delay below; resolved when their rebuild is asked for.
let editsWaiting: Promise<void> = Promise.resolve();
let askRebuild = () => {};
// Codegen runs in this process too: it waits until the rebuild of an edit is done, so the API
// answers with the edit first.
const codegen = vite.config.plugins.find((p) => p.name === 'dev-codegen')?.api as
  DevCodegenApi | undefined;
codegen?.waitFor(async () => {
  await editsWaiting;
  await api.idle();
});
function onFile(file: string) {
  const rel = path.relative(ROOT, file).split(path.sep).join('/');
  if (HOST_FILES.has(rel)) console.log(`${rel} changed: restart \`npm run dev\` to use it.`);
  else if (reloadsApi(rel)) {
    changed.push(rel);
    editedSinceBuild.add(file);
    firstEditAt ??= performance.now();
    if (!timer) editsWaiting = new Promise<void>((resolve) => (askRebuild = resolve));
    // One rebuild for the files one save or one codegen run writes together.
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      void rebuild(); // asks api.reload() before the waiting codegen run looks at api.idle()
      askRebuild();
    }, 30);
  }
}
async function rebuild() {
  const files = changed;
  const started = firstEditAt ?? performance.now();
  changed = [];
  firstEditAt = undefined;
  const ok = await api.reload();
  const ms = Math.round(performance.now() - started);
  const what = files.length === 1 ? files[0] : `${files[0]} and ${files.length - 1} more`;
  console.log(
    ok
      ? `API reloaded (${api.generation}) ${ms} ms after an edit of ${what}`
      : `API reload failed after ${what}; the previous version still answers`,
  );
}
for (const dir of ['server', 'domain', 'config', 'spec', 'src/generated'])
  vite.watcher.add(path.join(ROOT, dir));
vite.watcher.on('change', onFile);
vite.watcher.on('add', onFile);
vite.watcher.on('unlink', onFile);

await vite.listen();
vite.printUrls();
console.log(`API: http://${host}:${apiPort}/api/v2  (docs /api/docs)`);
console.log(`데이터: ${db.location} (${db.kind})`);
console.table(
  ALL_DEMO_ACCOUNTS.map((a) => ({ email: a.email, password: DEMO_PASSWORD, 설명: a.what })),
);

const stop = async () => {
  clearTimeout(timer);
  await vite.close();
  await api.close();
  await db.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
