import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import ProjectOrderSequencer from './scripts/vitest-project-order.ts';

/**
 * Component tests that replace a module (vi.mock) or watch one load for the first time: a module
 * graph shared with other files would already hold the real one.
 */
const OWN_MODULES = [
  'src/app/popup-chains.test.tsx',
  'src/features/cart/screens/purchase-screen.test.tsx',
  'src/features/studio/sections/publish/publish-form.test.tsx',
  'src/features/studio/sections/publish/free-confirm.test.tsx',
  'src/components/toast/toast-provider.test.tsx',
];

/**
 * SPA tests that need jsdom instead of happy-dom: DOMPurify does not run on happy-dom (it would
 * render no notice HTML there, src/lib/sanitize-html.ts), and happy-dom gives a frame without a
 * page no window to post to. Each has its own module graph (the preview frame's tests install
 * their parent window before the app loads).
 */
const JSDOM_TESTS = [
  'src/features/popups/model/notice-rules.test.ts',
  'src/features/popups/components/popup-chain-host.test.tsx',
  'src/features/studio/sections/preview/preview-section.test.tsx',
  'src/app/preview-frame/preview-frame.test.tsx',
  'src/app/preview-frame/preview-frame-smoke.test.tsx',
];

/**
 * The DOM projects' workers with a larger young generation: rendering allocates short-lived
 * objects fast, and with V8's default the collector ran often (8.9 of 66 busy s in a profile of
 * the spa project). 141 and 142 busy core-s against 151 and 154 for the three jsdom projects on
 * 2 workers, alternated (docs/perf/tests.md); the server projects gained nothing (198 against 189).
 */
const DOM_EXEC_ARGV = ['--max-semi-space-size=64'];

const NODE_TESTS = [
  'domain/**/*.test.ts',
  'config/**/*.test.ts',
  'codegen/**/*.test.ts',
  'server/**/*.test.ts',
  'scripts/**/*.test.ts',
];
/**
 * Server tests with their own module graph: tests of several processes on one PostgreSQL, and
 * the build folder's sweep, which counts the builds the process serves. (The studio's version
 * tests share the graph since the process caches of config versions are kept per database,
 * server/db/per-database.ts: in their own graphs they cost 73 busy core-s, 50 shared.)
 */
const NODE_OWN_MODULES = [
  'server/ops/build-dist.test.ts',
  'server/shared-config.test.ts',
  'server/shared-schedules.test.ts',
  'server/shared-notifications.test.ts',
  'server/shared-session.test.ts',
  'server/ops/many-processes.test.ts',
];

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
      '@config': fileURLToPath(new URL('./config', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    globals: true,
    testTimeout: 20000,
    hookTimeout: 60000,
    sequence: { sequencer: ProjectOrderSequencer },
    pool: 'forks',
    // Demo and test passwords hashed at bcrypt's lowest work factor: the same code, less CPU.
    env: { BCRYPT_ROUNDS: '4' },
    // Two groups so each file pays only for the setup it uses: the SPA's tests get a DOM, MSW and
    // the DOM matchers; the server, domain, codegen and script tests run on plain Node (a DOM
    // window and the SPA's setup cost about a second per file and those tests touch neither).
    // The SPA's DOM is happy-dom: its 1,231 tests took 116 busy core-s against 151 with jsdom
    // everywhere, whose CSS and selector engines were about half of a component test's CPU in a
    // profile (docs/perf/tests.md).
    projects: [
      {
        // Component tests share one DOM window and module graph per worker too: building both
        // for each file cost more than half of this group's CPU (5.9 → 2.7 CPU-minutes measured,
        // docs/perf/tests.md). setup-tests.ts resets what tests change (DOM, storage, cookies,
        // handlers, config); the files below need their own module graph and keep it.
        extends: true,
        test: {
          name: 'spa',
          environment: 'happy-dom',
          execArgv: DOM_EXEC_ARGV,
          setupFiles: ['src/testing/setup-tests.ts'],
          include: ['src/**/*.test.tsx'],
          exclude: [...OWN_MODULES, ...JSDOM_TESTS],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'spa-isolated',
          environment: 'happy-dom',
          execArgv: DOM_EXEC_ARGV,
          setupFiles: ['src/testing/setup-tests.ts'],
          include: OWN_MODULES,
        },
      },
      {
        extends: true,
        test: {
          name: 'spa-jsdom',
          environment: 'jsdom',
          execArgv: DOM_EXEC_ARGV,
          setupFiles: ['src/testing/setup-tests.ts'],
          include: JSDOM_TESTS,
        },
      },
      {
        // The SPA's logic tests (.test.ts: no component tree) share one DOM window and module
        // graph per worker instead of building both for every file, which cost them most of their
        // time; each file still restores what it stubs (timers, env, spies) after its tests.
        extends: true,
        test: {
          name: 'spa-logic',
          environment: 'happy-dom',
          execArgv: DOM_EXEC_ARGV,
          setupFiles: ['src/testing/setup-tests.ts'],
          include: ['src/**/*.test.ts'],
          exclude: JSDOM_TESTS,
          isolate: false,
        },
      },
      {
        // Server, domain, codegen and script tests share one module graph per worker: importing
        // the server for each file cost more CPU than the tests (4.1 → 2.3 CPU-minutes measured,
        // docs/perf/tests.md). Each test builds its own app on its own data folder; the files in
        // NODE_OWN_MODULES keep their own graph (see there).
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          // Names the run's folder for the migrated, seeded database the server tests copy.
          globalSetup: ['server/test/vitest-global-setup.ts'],
          include: NODE_TESTS,
          exclude: NODE_OWN_MODULES,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'node-isolated',
          environment: 'node',
          globalSetup: ['server/test/vitest-global-setup.ts'],
          include: NODE_OWN_MODULES,
        },
      },
    ],
  },
});
