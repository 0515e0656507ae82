// Lighthouse (desktop preset, performance) on Debian's Chromium against the built portal: the
// guest pages and, signed in, the first screens of a broker. Prints a table; scores and timings
// depend on the machine's load, so `uptime` is printed beside them.
// Usage: npm run bench:lighthouse [-- distDir] (default dist; run `npx vite build` first).
// BENCH_PAGES=/,/form measures only those pages (any path: one not listed below, signed in). BENCH_LHR_DIR=<folder> also writes each page's whole report there as JSON (the LCP element,
// its phases and the requests before it are in `audits`). BENCH_FORM_FACTOR=mobile measures with
// Lighthouse's own mobile preset instead (a phone's screen, 4× slower CPU, slow 4G): the mobile
// variant's pages (/mobile/...) as a phone gets them.
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { startBenchPortal } from './lib/bench-portal.ts';
import { benchImport } from './lib/bench-tools.ts';
import { FULL_CHROMIUM } from './lib/chromium-path.ts';
import { auditWithRetry } from './lib/retry-navstart.ts';

// Lighthouse and chrome-launcher are bench tools (tools/bench, scripts/lib/bench-tools.ts), not
// packages of the portal, so their types are not installed with it: the part used here is typed
// locally.
interface Lhr {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message?: string };
  audits: Record<string, { numericValue?: number } | undefined>;
  categories: { performance?: { score: number | null } };
}
interface LighthouseModule {
  default: (
    url: string,
    flags: Record<string, unknown>,
    config: unknown,
  ) => Promise<{ lhr: Lhr } | undefined>;
  desktopConfig: { settings?: { formFactor?: string } };
}
interface ChromeLauncher {
  launch(opts: {
    chromePath: string;
    chromeFlags: string[];
  }): Promise<{ port: number; kill(): void }>;
}
const { default: lighthouse, desktopConfig } = await benchImport<LighthouseModule>('lighthouse');
// Lighthouse's default settings are its mobile preset.
const mobile = process.env.BENCH_FORM_FACTOR === 'mobile';
const config = mobile ? undefined : desktopConfig;
const chromeLauncher = await benchImport<ChromeLauncher>('chrome-launcher');

const PAGES: readonly { path: string; login?: boolean }[] = [
  { path: '/' },
  { path: '/login' },
  { path: '/dashboard', login: true },
  { path: '/gongsil/list', login: true },
  { path: '/product/purchase', login: true },
  // Not rendered on the server (issue 29 item 1 names the others): the listing form, whose
  // scripts are over their byte goal (docs/perf/bundle.md), measured for what a broker waits.
  { path: '/form', login: true },
];
// BENCH_PAGES may name pages outside the list: those are measured signed in.
const only = process.env.BENCH_PAGES?.split(',');
const pages = only
  ? only.map((path) => PAGES.find((p) => p.path === path) ?? { path, login: true })
  : PAGES;
const ACCOUNT = 'master@demo.kr';

const portal = await startBenchPortal(path.resolve(process.argv[2] ?? 'dist'));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic'],
});

const ms = (v: number | undefined) => (v === undefined ? '-' : `${(v / 1000).toFixed(2)} s`);
const rows: string[] = [];
try {
  for (const p of pages) {
    const cookie = p.login ? await portal.sessionCookie(ACCOUNT) : undefined;
    const audit = async () => {
      const result = await lighthouse(
        portal.origin + p.path,
        {
          port: chrome.port,
          logLevel: 'error',
          onlyCategories: ['performance'],
          // The session cookie rides on every request. The browser's own cookies are cleared with
          // the origin's storage: each page is a first visit (a `fonts` cookie a page before set
          // would change what the server sends, server/plugins/late-scripts.ts), and a cookie in
          // the browser would take the place of this header.
          extraHeaders: cookie ? { Cookie: cookie } : undefined,
          clearStorageTypes: [
            'cookies',
            'file_systems',
            'shader_cache',
            'service_workers',
            'cache_storage',
          ],
        },
        config,
      );
      if (!result) throw new Error(`no Lighthouse result for ${p.path}`);
      return result.lhr;
    };
    const { result: lhr, retried } = await auditWithRetry(p.path, audit, (line) =>
      console.error(line),
    );
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== p.path) throw new Error(`${p.path} ended on ${landed}, not the page itself`);
    if (lhr.runtimeError)
      console.error(`${p.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const lhrDir = process.env.BENCH_LHR_DIR;
    if (lhrDir) {
      mkdirSync(lhrDir, { recursive: true });
      const name = p.path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'landing';
      writeFileSync(path.join(lhrDir, `${name}.json`), JSON.stringify(lhr));
    }
    const a = (id: string) => lhr.audits[id]?.numericValue;
    const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
    const cls = a('cumulative-layout-shift');
    rows.push(
      `| ${p.path}${retried ? ' (run twice: NO_NAVSTART)' : ''} | ${score} | ${ms(a('first-contentful-paint'))} | ${ms(a('largest-contentful-paint'))} | ${ms(a('total-blocking-time'))} | ${cls === undefined ? '-' : cls.toFixed(3)} |`,
    );
  }
} finally {
  chrome.kill();
  await portal.close();
}

console.log(
  `Lighthouse ${mobile ? 'mobile' : desktopConfig.settings?.formFactor} preset, performance (load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')})`,
);
console.log('| page | score | FCP | LCP | TBT | CLS |');
console.log('|---|---|---|---|---|---|');
rows.forEach((r) => console.log(r));
