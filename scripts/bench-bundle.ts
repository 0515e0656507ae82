// First-load JS per page, measured the way a browser sees it: a fresh visit in Chromium to the
// built SPA served by the real server, every script fetched until the network is idle, each file
// counted at its gzip -9 size (byte sizes are deterministic, so this is a budget CI can enforce).
// Exits 1 when a page is over its gate. Usage: npm run bench:bundle [-- distDir] (default dist).
// BENCH_FILES=1 also lists each page's scripts with their sizes (what to cut next); BENCH_PAGES=/,/login
// measures only those pages.
import path from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { compressedSizes } from './build/precompress.ts';
import { startBenchPortal } from './lib/bench-portal.ts';
import { headlessChromium } from './lib/chromium-path.ts';

/**
 * KB of gzip -9 first-load JS per page (`login`: signed in first). `goalKb` is issue 14's budget;
 * `gateKb` is what CI enforces: the goal where it is met, otherwise the figure reached so far
 * rounded up to the next KB, so the page cannot grow unnoticed: a change that must add bytes
 * raises the gate in its own commit and says what for.
 * Lower a gate whenever a page gets lighter. docs/perf/README.md ("Issue 14 goals") says what
 * the rest weighs.
 */
export const PAGES: readonly { path: string; goalKb: number; gateKb: number; login?: boolean }[] = [
  { path: '/', goalKb: 150, gateKb: 176 },
  { path: '/login', goalKb: 150, gateKb: 211 },
  { path: '/dashboard', goalKb: 200, gateKb: 200, login: true },
  { path: '/gongsil/list', goalKb: 220, gateKb: 229, login: true },
  { path: '/product/purchase', goalKb: 220, gateKb: 231, login: true },
  { path: '/form', goalKb: 220, gateKb: 261, login: true },
];
const ACCOUNT = 'master@demo.kr';
const QUIET_MS = 1000;

/**
 * Waits until the screen has painted its content and nothing is loading: no request in flight for
 * a second and the main thread idle. Network idle alone is not enough on a busy machine, where
 * running the first scripts can take longer than the quiet period before the next import starts.
 */
async function settled(page: Page, quiet: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    await page.evaluate(
      () => new Promise<void>((r) => requestIdleCallback(() => r(), { timeout: 5000 })),
    );
    const painted = await page.evaluate(
      () => !!document.querySelector('#main-content')?.textContent?.trim(),
    );
    if (painted && quiet()) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${page.url()} did not settle within 60 s`);
}

const only = process.env.BENCH_PAGES?.split(',');
const pages = only ? PAGES.filter((p) => only.includes(p.path)) : PAGES;
const portal = await startBenchPortal(path.resolve(process.argv[2] ?? 'dist'));
const { origin } = portal;
const distDir = path.resolve(process.argv[2] ?? 'dist');
const browser = await chromium.launch({
  executablePath: headlessChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});

const sizeCache = new Map<string, ReturnType<typeof compressedSizes>>();
function sizeOf(asset: string) {
  let s = sizeCache.get(asset);
  if (!s) sizeCache.set(asset, (s = compressedSizes(path.join(distDir, asset))));
  return s;
}
const kb = (n: number) => (n / 1024).toFixed(1);
const rows: {
  page: string;
  files: number;
  gzip: number;
  br: number;
  css: number;
  goal: number;
  gate: number;
}[] = [];
try {
  for (const p of pages) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    if (p.login) {
      const cookie = await portal.sessionCookie(ACCOUNT);
      const eq = cookie.indexOf('=');
      await context.addCookies([
        { name: cookie.slice(0, eq), value: cookie.slice(eq + 1), url: origin },
      ]);
    }
    const page = await context.newPage();
    const assets = new Set<string>();
    let pending = 0;
    let lastActivity = Date.now();
    // The notification stream (text/event-stream) stays open as long as the page: it is not
    // loading, so it is not counted.
    const counted = new WeakSet<Request>();
    page.on('request', (req) => {
      if (req.headers()['accept'] === 'text/event-stream') return;
      counted.add(req);
      pending++;
      lastActivity = Date.now();
      const url = new URL(req.url());
      if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) assets.add(url.pathname);
    });
    const done = (req: Request) => {
      if (!counted.has(req)) return;
      pending--;
      lastActivity = Date.now();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
    await page.goto(origin + p.path);
    await settled(page, () => pending === 0 && Date.now() - lastActivity > QUIET_MS);
    const landed = new URL(page.url()).pathname;
    if (landed !== p.path) throw new Error(`${p.path} ended on ${landed}, not the page itself`);
    const js = [...assets].filter((a) => a.endsWith('.js'));
    const sizes = js.map(sizeOf);
    const css = [...assets].filter((a) => a.endsWith('.css'));
    if (process.env.BENCH_FILES) {
      console.log(`${p.path}:`);
      for (const [i, a] of js.entries())
        console.log(`  ${kb(sizes[i]!.gzip).padStart(6)}  ${a.replace('/assets/', '')}`);
    }
    rows.push({
      page: p.path,
      files: js.length,
      gzip: sizes.reduce((s, x) => s + x.gzip, 0),
      br: sizes.reduce((s, x) => s + x.br, 0),
      css: css.reduce((s, a) => s + sizeOf(a).gzip, 0),
      goal: p.goalKb,
      gate: p.gateKb,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await portal.close();
}

console.log('First-load JS per page (fresh visit, every script until the screen settles), KB:');
console.log('| page | JS files | JS gzip -9 | JS brotli | CSS gzip | goal | gate (CI) |');
console.log('|---|---|---|---|---|---|---|');
const over = rows.filter((r) => r.gzip > r.gate * 1024);
for (const r of rows) {
  const goal = r.gzip <= r.goal * 1024 ? `${r.goal} ✓` : `${r.goal} (over)`;
  const gate = r.gzip > r.gate * 1024 ? `${r.gate} ✗ OVER` : `${r.gate}`;
  console.log(
    `| ${r.page} | ${r.files} | ${kb(r.gzip)} | ${kb(r.br)} | ${kb(r.css)} | ${goal} | ${gate} |`,
  );
}
if (over.length) {
  console.error(`Over the gate: ${over.map((r) => r.page).join(', ')} (scripts/bench-bundle.ts)`);
  process.exit(1);
}
