import { defineConfig } from '@playwright/test';
import { FULL_CHROMIUM, headlessChromium } from './scripts/lib/chromium-path.ts';

// Debian's Chromium, never a downloaded browser. E2E_PORT isolates parallel runs.
const port = Number(process.env.E2E_PORT ?? 4310);
// The full test run starts one shard per port (`--shard=i/n`); each keeps its own results.
const shard = process.env.E2E_SHARD ? `-${process.env.E2E_SHARD}` : '';
// A headed or debugging run needs the desktop browser; a headless one runs in the lighter shell.
const headed = ['--headed', '--ui', '--debug'].some((flag) => process.argv.includes(flag));
const chromium = headed ? (process.env.CHROMIUM_PATH ?? FULL_CHROMIUM) : headlessChromium();

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
