// What a broker feels (issue 29 item 3): login → a usable dashboard, screen to screen, and a
// signed-in screen opened by a page load (a bookmark, a new tab), in
// Chromium on the built portal, median and p95 of N runs per step. "Usable" is the moment the
// screen's content is painted with no skeleton or progress indicator, provided it stays so for
// 150 ms (a screen that flashes content and then a skeleton again is not usable yet). Times
// are taken inside the page (performance.now) from the click or the navigation to that moment.
//
// Usage: npm run bench:journey [-- --runs 10] [-- distDir] [-- --vs otherDistDir]
// With --vs, both builds are served at once and measured in alternation (A, B, A, B, …), so a
// change in the machine's load falls on both; the table prints both and the difference.
// The cache is warm after a first journey that is not counted: a broker opens the portal many
// times a day, and hashed assets are kept for a year.
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/db/seed/index.ts';
import { startBenchPortal, type BenchPortal } from './lib/bench-portal.ts';
import { FULL_CHROMIUM } from './lib/chromium-path.ts';

const ACCOUNT = 'master@demo.kr';
const STABLE_MS = 150;
/** The screens after the dashboard, each reached as a link in the app would (client-side). */
const SCREENS = ['/gongsil/list', '/product/purchase', '/room/dabang-list', '/dashboard'] as const;

function args() {
  const a = process.argv.slice(2);
  const take = (flag: string) => {
    const i = a.indexOf(flag);
    if (i < 0) return undefined;
    const [v] = a.splice(i, 2).slice(1);
    return v;
  };
  const runs = Number(take('--runs') ?? 10);
  const vs = take('--vs');
  return { runs, dist: path.resolve(a[0] ?? 'dist'), vs: vs ? path.resolve(vs) : undefined };
}

/**
 * Runs in the page: resolves with the ms from `t0` (performance.now) to the first moment the
 * screen at `pathname` was usable and stayed so for STABLE_MS. `before` is the text of the screen
 * navigated from.
 */
function usableSince(input: {
  t0: number;
  pathname: string;
  stableMs: number;
  before: string;
}): Promise<number> {
  const { t0, pathname, stableMs, before } = input;
  // Why the screen is not usable yet ('' once it is), for the error when it never gets there.
  const notUsable = (): string => {
    if (location.pathname !== pathname) return `at ${location.pathname}`;
    const main = document.querySelector('#main-content');
    if (!main?.textContent?.trim()) return 'no content';
    // The address changes at once; the screen before stays until the next one can render.
    if (main.textContent === before) return 'the screen before is still shown';
    const busy = document.querySelector(
      '.MuiSkeleton-root, [role="progressbar"], [aria-busy="true"]',
    );
    return busy ? `loading: ${busy.outerHTML.slice(0, 160)}` : '';
  };
  let why = '';
  const usable = () => (why = notUsable()) === '';
  return new Promise((resolve, reject) => {
    let since: number | null = null;
    const deadline = performance.now() + 30_000;
    const tick = () => {
      const now = performance.now();
      if (usable()) {
        since ??= now;
        if (now - since >= stableMs) return resolve(since - t0);
      } else since = null;
      if (now > deadline) return reject(new Error(`${pathname} not usable within 30 s (${why})`));
      requestAnimationFrame(tick);
    };
    tick();
  });
}

async function login(page: Page, origin: string): Promise<number> {
  await page.context().clearCookies();
  await page.goto(`${origin}/login`);
  await page.getByLabel('이메일').fill(ACCOUNT);
  await page.getByLabel('비밀번호').fill(DEMO_PASSWORD);
  const button = page.getByRole('button', { name: '로그인' });
  await button.waitFor();
  // The click and the clock start together, in the page.
  const { t0, before } = await button.evaluate((b: HTMLButtonElement) => {
    const before = document.querySelector('#main-content')?.textContent ?? '';
    const t0 = performance.now();
    b.click();
    return { t0, before };
  });
  return page.evaluate(usableSince, { t0, before, pathname: '/dashboard', stableMs: STABLE_MS });
}

/** A client-side navigation, as the app's links make (react-router listens for popstate). */
async function go(page: Page, pathname: string): Promise<number> {
  const { t0, before } = await page.evaluate((p) => {
    const before = document.querySelector('#main-content')?.textContent ?? '';
    const t0 = performance.now();
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
    return { t0, before };
  }, pathname);
  return page.evaluate(usableSince, { t0, before, pathname, stableMs: STABLE_MS });
}

/**
 * A fresh page load of `pathname` while signed in (a bookmark, a new tab): from the navigation's
 * start (performance.now() = 0 in the new document) to the screen usable.
 */
async function open(page: Page, origin: string, pathname: string): Promise<number> {
  await page.goto(`${origin}${pathname}`, { waitUntil: 'commit' });
  return page.evaluate(usableSince, { t0: 0, before: '', pathname, stableMs: STABLE_MS });
}

/** The screens opened afresh at the end of a journey. */
const OPENED = ['/dashboard', '/gongsil/list', '/product/purchase'] as const;

type Times = Map<string, number[]>;

async function journey(page: Page, origin: string, into: Times | null) {
  const record = (step: string, ms: number) => {
    if (!into) return;
    into.set(step, [...(into.get(step) ?? []), ms]);
  };
  record('login → /dashboard', await login(page, origin));
  let from = '/dashboard';
  for (const to of SCREENS) {
    record(`${from} → ${to}`, await go(page, to));
    from = to;
  }
  for (const p of OPENED) record(`open ${p} (page load)`, await open(page, origin, p));
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};
const ms = (n: number) => `${Math.round(n)}`;
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

interface Side {
  name: string;
  portal: BenchPortal;
  page: Page;
  times: Times;
}

async function side(browser: Browser, name: string, dist: string): Promise<Side> {
  const portal = await startBenchPortal(dist);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // tsx names inner functions with a helper (__name) that the page does not have.
  await context.addInitScript('window.__name = (f) => f');
  const page = await context.newPage();
  // Warm the cache and the server: not counted.
  await journey(page, portal.origin, null);
  return { name, portal, page, times: new Map() };
}

const { runs, dist, vs } = args();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking'],
});
const sides: Side[] = [];
const loadBefore = load();
try {
  sides.push(await side(browser, vs ? 'A' : 'this build', dist));
  if (vs) sides.push(await side(browser, 'B', vs));
  for (let i = 0; i < runs; i++)
    for (const s of sides) await journey(s.page, s.portal.origin, s.times);
} finally {
  await browser.close();
  for (const s of sides) await s.portal.close();
}

console.log(
  `bench:journey, ${runs} runs per step, ms (usable = painted, no skeleton, ${STABLE_MS} ms)`,
);
if (vs) console.log(`A = ${dist}\nB = ${vs}`);
console.log(`load average before: ${loadBefore}; after: ${load()}`);
const steps = [...sides[0]!.times.keys()];
if (vs) {
  console.log('| step | A median | A p95 | B median | B p95 | B − A median |');
  console.log('|---|---|---|---|---|---|');
  for (const step of steps) {
    const [a, b] = [sides[0]!.times.get(step)!, sides[1]!.times.get(step)!];
    const d = pct(b, 50) - pct(a, 50);
    console.log(
      `| ${step} | ${ms(pct(a, 50))} | ${ms(pct(a, 95))} | ${ms(pct(b, 50))} | ${ms(pct(b, 95))} | ${d > 0 ? '+' : ''}${ms(d)} |`,
    );
  }
} else {
  console.log('| step | median | p95 |');
  console.log('|---|---|---|');
  for (const step of steps) {
    const t = sides[0]!.times.get(step)!;
    console.log(`| ${step} | ${ms(pct(t, 50))} | ${ms(pct(t, 95))} |`);
  }
}
