import { copyFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Cookie, type Page, type TestInfo } from '@playwright/test';
import { LATE_ASSETS_ID, type LateAssets } from '../../../src/ssr/late-assets.ts';

export const DEMO_PASSWORD = 'demo1234!';

/**
 * Each account's session cookie, logged in once per Playwright worker (this module lives as long
 * as the worker): the storage state later tests of that account start from instead of a new login.
 */
const sessions = new Map<string, Cookie[]>();
// Calls that end the session they are made with: a test that makes one takes its account's
// session out of the cache, so the next test of that account logs in again.
const ENDS_SESSION = /\/api\/v2\/user\/(logout|withdraw)$/;

/**
 * Signs `page`'s context in as `email` (the same cookie the login screen gets: the first time per
 * worker through the login API, then from the cached storage state), then opens `to`; with
 * `to = null` it stays where it is, for a test that sets up routes before its first page load.
 */
export async function loginAs(page: Page, email: string, to: string | null = '/dashboard') {
  const context = page.context();
  const cached = sessions.get(email);
  if (cached) {
    await context.addCookies(cached);
  } else {
    const res = await page.request.post('/api/v2/user/login', {
      data: { email, password: DEMO_PASSWORD },
      headers: { 'App-Platform': 'web', 'Content-Type': 'application/json' },
    });
    expect(res.status(), `login ${email}`).toBe(200);
    sessions.set(email, (await context.storageState()).cookies);
  }
  context.on('request', (r) => {
    if (ENDS_SESSION.test(new URL(r.url()).pathname)) sessions.delete(email);
  });
  if (to !== null) {
    await page.goto(to);
    await waitForHydration(page);
  }
}

/**
 * Waits until the page's controls answer: a server-rendered page (docs/ssr.md) shows its buttons
 * before its scripts have run, and a click then does nothing. React has taken the root once it
 * carries React's container key, and every button and field under it carries React's props once
 * hydrated (or rendered in the browser); a page with no control at all (the mobile notice) is
 * ready once React has the root.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const has = (el: Element, prefix: string) => Object.keys(el).some((k) => k.startsWith(prefix));
    if (!root || !has(root, '__reactContainer$')) return false;
    const controls = root.querySelectorAll('button, input, select, textarea');
    return [...controls].every((el) => has(el, '__reactProps$'));
  });
}

/**
 * Whether `shot` saves anything. A run on a developer's machine keeps every screen for a person to
 * open; CI (CI=true) runs from a clean clone that nobody opens afterwards, and there the 240
 * screenshots of a run cost about 18 core-s (docs/perf/tests.md). E2E_SCREENSHOTS=1, or an
 * EVIDENCE_DIR to copy them to, takes them in CI too.
 */
const SAVES_SCREENSHOTS =
  !process.env.CI || process.env.E2E_SCREENSHOTS === '1' || !!process.env.EVIDENCE_DIR;

/**
 * The one way a spec saves a screenshot: `page`'s (the whole page unless `fullPage` is false, then
 * what the viewport shows) as tests/e2e/screenshots/<spec>/<name>.png, and a copy in EVIDENCE_DIR
 * when that is set (an issue's evidence folder). Nothing is written outside the repository
 * otherwise.
 */
export async function shot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  { fullPage = true }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!SAVES_SCREENSHOTS) return;
  const dir = path.join('tests/e2e/screenshots', path.basename(testInfo.file, '.spec.ts'));
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  // eslint-disable-next-line no-restricted-syntax -- the helper the rule points to
  await page.screenshot({ path: file, fullPage });
  const evidence = process.env.EVIDENCE_DIR;
  if (evidence) {
    mkdirSync(evidence, { recursive: true });
    copyFileSync(file, path.join(evidence, `${name}.png`));
  }
}

/** Fails on serious or critical axe violations, listing them. */
export async function expectNoSeriousA11yViolations(page: Page, include?: string): Promise<void> {
  // Checked as a visitor who asked for reduced motion sees the page: the header's rolling counter
  // then changes its line without fading it in, so a line is never caught half-transparent (axe
  // reads that as low contrast; on a loaded machine one analysis outlasts the 3 s between lines).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    // A dialog still fading in has half-transparent text too; endless animations (spinners) are
    // not waited for.
    await page.waitForFunction(() =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
    );
    // axe.run in the page itself: the default finishes every analysis in a new blank page with
    // axe injected again, which cost about 0.3 core-s per analysis (pages.spec.ts, 68 analyses:
    // 80-84 busy core-s against 63-65). What that adds is cross-origin frames, and the portal
    // frames only its own pages (the studio's preview).
    let builder = new AxeBuilder({ page }).setLegacyMode();
    if (include) builder = builder.include(include);
    const { violations } = await builder.analyze();
    const serious = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    expect(serious).toEqual([]);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/**
 * Holds every script `page` asks for matching `pattern` (all of the app's by default) until the
 * returned function is called: the slowest network, for what happens before the scripts run.
 */
export async function holdScripts(page: Page, pattern = '**/assets/*.js'): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const clientRenderedPages = new WeakSet<Page>();
/**
 * The server-rendered root's content, up to the root's own closing tag: the last `</div>` before
 * the scripts' data block, or before the end of the body on a page the server did not render.
 */
const DATA_BLOCK = `<script type="application/json" id="${LATE_ASSETS_ID}">`;
const RENDERED_ROOT = new RegExp(`(<div id="root">)[\\s\\S]*</div>(\\s*(?:${DATA_BLOCK}|</body>))`);
const EMBEDDED_STATE = /<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/;
/** The scripts' data block and the loader that starts them after the first paint. */
const LATE_SCRIPTS = new RegExp(`${DATA_BLOCK}([\\s\\S]*?)</script><script>[\\s\\S]*?</script>`);

/**
 * A rendered page names its scripts in a data block that a loader starts after the first
 * contentful paint (server/plugins/late-scripts.ts); an empty root paints nothing, so the page of
 * the browser's render gets them in its head again, as before the server rendering.
 */
function scriptsInHead(html: string): string {
  const data = LATE_SCRIPTS.exec(html)?.[1];
  if (!data) return html;
  const late = JSON.parse(data) as LateAssets;
  const head = [
    `<script type="module" crossorigin src="${late.entry}"></script>`,
    ...late.preload.map((u) => `<link rel="modulepreload" crossorigin href="${u}">`),
    ...(late.fonts ? [`<link rel="stylesheet" crossorigin href="${late.fonts.css}">`] : []),
  ].join('');
  return html.replace(LATE_SCRIPTS, '').replace('</head>', `${head}</head>`);
}
/** A page of the app: neither an API call nor a file (assets, fonts, icons). */
const isAppPage = (url: URL) =>
  url.hostname === '127.0.0.1' &&
  !url.pathname.startsWith('/api/') &&
  !/\.[^/]*$/.test(url.pathname);

/**
 * Makes `page`'s documents render in the browser, as they did before server rendering
 * (docs/ssr.md): the server renders the first screens from the real API and embeds its answers,
 * so a test that stands in for the API in the browser would never be asked. Each page document
 * arrives without its rendered root and embedded state, and `main.tsx` renders it from scratch.
 * Redirects and other answers pass as they are. Installed once per page.
 */
export async function clientRendered(page: Page): Promise<void> {
  if (clientRenderedPages.has(page)) return;
  clientRenderedPages.add(page);
  await page.route(isAppPage, async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    if (response.status() !== 200 || !response.headers()['content-type']?.includes('text/html')) {
      return route.fallback();
    }
    const body = scriptsInHead(
      (await response.text()).replace(RENDERED_ROOT, '$1</div>$2').replace(EMBEDDED_STATE, ''),
    );
    // The fetched body is already decoded: its encoding and length headers no longer apply.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(
        ([name]) => name !== 'content-encoding' && name !== 'content-length',
      ),
    );
    return route.fulfill({ status: 200, headers, body });
  });
}

/**
 * Answers one API call with a forced result or error for this test only; the page's documents
 * render in the browser from then on (`clientRendered`), so the stand-in is what the screen reads.
 */
export async function forceApi(
  page: Page,
  pathPattern: string,
  status: number,
  body: unknown,
  method?: string,
): Promise<void> {
  await clientRendered(page);
  await page.route(`**/api/v2${pathPattern}`, (route) => {
    if (method && route.request().method() !== method.toUpperCase()) return route.fallback();
    return route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
  });
}

export const test = base;
export { expect };
