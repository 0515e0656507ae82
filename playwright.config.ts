import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser. E2E_PORT isolates parallel runs.
const port = Number(process.env.E2E_PORT ?? 4310);
// The full test run starts one shard per port (`--shard=i/n`); each keeps its own results.
const shard = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : '';
// Headless runs use Debian's chromium-headless-shell when it is installed (scripts/
// ensure-system-deps.sh installs it): the same Chromium build as /usr/bin/chromium without the
// desktop browser around the page, the binary Playwright itself runs headless tests in. The whole
// browser suite cost 467 busy core-seconds in it against 712-715 in /usr/bin/chromium
// (docs/perf/tests.md). A headed or debugging run needs the full browser.
const headed = ['--headed', '--ui', '--debug'].some((flag) => process.argv.includes(flag));
const shell = '/usr/bin/chromium-headless-shell';
const chromium =
  process.env.CHROMIUM_PATH ?? (!headed && existsSync(shell) ? shell : '/usr/bin/chromium');

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: `test-results${shard}`,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: `reports/e2e${shard}.json` }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ko-KR',
    timezoneId: 'Asia/Seoul',
    viewport: { width: 1280, height: 900 },
    // A trace records DOM snapshots and screencast frames for every action, which costs CPU on
    // every test; it is recorded only when CI retries a failed test (retries: 1), where it shows
    // the failure again.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node --import tsx tests/e2e/support/serve.ts`,
    url: `http://127.0.0.1:${port}/api/v2/user/login/check`,
    env: { E2E_PORT: String(port), DISABLE_RATE_LIMIT: '1', BCRYPT_ROUNDS: '4' },
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'pipe',
  },
});
