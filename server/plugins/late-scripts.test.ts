// @vitest-environment jsdom
// The rendered page's scripts start after its first paint (./late-scripts.ts): the page keeps
// naming every script it had, and the inline loader adds them when the browser says the page
// was shown, at once in a hidden tab, and after two frames where no paint is reported.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fontsCached,
  LATE_SCRIPTS_ID,
  LATE_SCRIPTS_SCRIPT,
  scriptsAfterFirstPaint,
} from './late-scripts.ts';
import { withPreloads } from './route-preload.ts';

const TEMPLATE = `<!doctype html>
<html lang="ko">
  <head>
    <title>다방프로</title>
    <script type="module" crossorigin src="/assets/index-A.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-B.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C.css">
    <link rel="stylesheet" data-fonts crossorigin href="/assets/index-F.css">
    <link rel="preload" as="font" type="font/woff2" href="/assets/Pretendard.subset.84-a.woff2" crossorigin="">
    <link rel="preload" as="font" type="font/woff2" href="/assets/Pretendard.subset.85-b.woff2" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('scriptsAfterFirstPaint', () => {
  it("moves the entry, its preloads and the route's preloads into the data block", () => {
    const page = scriptsAfterFirstPaint(withPreloads(TEMPLATE, ['assets/login-D.js']), true);
    expect(page).not.toMatch(/<script type="module"/);
    expect(page).not.toMatch(/rel="modulepreload"/);
    // The style sheets and fonts stay in the head: the first paint needs them.
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    expect(page).toContain(
      '<link rel="stylesheet" data-fonts crossorigin href="/assets/index-F.css">',
    );
    expect(page.match(/rel="preload" as="font"/g)).toHaveLength(2);
    const data = new RegExp(
      `<script type="application/json" id="${LATE_SCRIPTS_ID}">(.*?)</script>`,
    ).exec(page)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({
      entry: '/assets/index-A.js',
      preload: ['/assets/react-B.js', '/assets/login-D.js'],
    });
    // The first paint waits until the data block, the page's last element, is parsed.
    expect(page.slice(0, page.indexOf('</head>'))).toContain(
      `<link rel="expect" href="#${LATE_SCRIPTS_ID}" blocking="render">`,
    );
    // The loader comes after the data block it reads, at the end of the body.
    expect(page.indexOf(LATE_SCRIPTS_SCRIPT)).toBeGreaterThan(page.indexOf(LATE_SCRIPTS_ID));
    expect(page.indexOf(LATE_SCRIPTS_SCRIPT)).toBeLessThan(page.indexOf('</body>'));
  });

  it('on a first visit, moves the font sheet and its preloads there too; other sheets stay', () => {
    const page = scriptsAfterFirstPaint(TEMPLATE);
    expect(page).not.toContain('data-fonts');
    expect(page).not.toMatch(/rel="preload" as="font"/);
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C.css">');
    const data = new RegExp(
      `<script type="application/json" id="${LATE_SCRIPTS_ID}">(.*?)</script>`,
    ).exec(page)?.[1];
    expect(JSON.parse(data ?? 'null')).toEqual({
      entry: '/assets/index-A.js',
      preload: ['/assets/react-B.js'],
      fonts: {
        css: '/assets/index-F.css',
        files: ['/assets/Pretendard.subset.84-a.woff2', '/assets/Pretendard.subset.85-b.woff2'],
      },
    });
    // A page whose only style sheet has other rules (unmarked) keeps it, with no fonts entry.
    const unmarked = TEMPLATE.replace(' data-fonts', '');
    expect(scriptsAfterFirstPaint(unmarked)).toContain('href="/assets/index-F.css"');
    expect(scriptsAfterFirstPaint(unmarked)).not.toContain('"fonts"');
  });

  it('takes the fonts as cached only when the cookie names this build’s font sheet', () => {
    expect(fontsCached(TEMPLATE, '/assets/index-F.css')).toBe(true);
    // An earlier build's font, no cookie, a page without a marked sheet.
    expect(fontsCached(TEMPLATE, '/assets/index-E.css')).toBe(false);
    expect(fontsCached(TEMPLATE, undefined)).toBe(false);
    expect(fontsCached(TEMPLATE.replace(' data-fonts', ''), '/assets/index-F.css')).toBe(false);
  });

  it('leaves a page without an entry script as it is', () => {
    const bare = TEMPLATE.replace(/\s*<script type="module"[^>]*><\/script>/, '');
    expect(scriptsAfterFirstPaint(bare)).toBe(bare);
  });
});

/** Runs the loader on a page holding the data block, with the browser's APIs given. */
function runLoader(fonts?: { css: string; files: string[] }) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<script type="application/json" id="${LATE_SCRIPTS_ID}">${JSON.stringify(
    {
      entry: '/assets/index-A.js',
      preload: ['/assets/react-B.js', '/assets/login-D.js'],
      ...(fonts && { fonts }),
    },
  )}</script>`;
  new Function(LATE_SCRIPTS_SCRIPT)();
}

/** What the loader has added to the head so far. */
const added = () =>
  [...document.head.children].map((e) =>
    e instanceof HTMLScriptElement
      ? `script ${e.type} ${new URL(e.src).pathname} crossorigin=${e.getAttribute('crossorigin')}`
      : `link ${(e as HTMLLinkElement).rel} ${new URL((e as HTMLLinkElement).href).pathname} crossorigin=${e.getAttribute('crossorigin')}`,
  );

const ALL = [
  'script module /assets/index-A.js crossorigin=',
  'link modulepreload /assets/react-B.js crossorigin=',
  'link modulepreload /assets/login-D.js crossorigin=',
];

/** A PerformanceObserver that reports the entries `paints` names when asked to. */
function fakePaintObserver() {
  const observers: ((names: string[]) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    constructor(private cb: (list: unknown, o: FakeObserver) => void) {}
    disconnected = false;
    observe() {
      observers.push((names) => {
        if (this.disconnected) return;
        this.cb({ getEntriesByName: (n: string) => names.filter((x) => x === n) }, this);
      });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return { paint: (...names: string[]) => observers.forEach((o) => o(names)) };
}

describe('the inline loader', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('adds the entry and the preloads once the first contentful paint is reported, once', () => {
    const observer = fakePaintObserver();
    runLoader();
    expect(added()).toEqual([]);
    observer.paint('first-paint');
    expect(added()).toEqual([]);
    observer.paint('first-contentful-paint');
    expect(added()).toEqual(ALL);
    observer.paint('first-contentful-paint');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual(ALL);
  });

  it('adds them at once in a hidden tab, which paints nothing', () => {
    fakePaintObserver();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runLoader();
    expect(added()).toEqual(ALL);
    vi.restoreAllMocks();
  });

  it('adds them when a tab still loading is hidden before it painted', () => {
    fakePaintObserver();
    runLoader();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(added()).toEqual(ALL);
  });

  it('without paint entries, adds them after two frames', () => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', undefined);
    runLoader();
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(ALL);
  });

  it('adds a long list of preloads a dozen per task, the entry first, then fetches the fonts', () => {
    vi.useFakeTimers();
    const observer = fakePaintObserver();
    const asked: string[] = [];
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      return new Promise(() => undefined);
    });
    const many = Array.from({ length: 30 }, (_, i) => `/assets/m${i}.js`);
    document.head.innerHTML = '';
    document.body.innerHTML = `<script type="application/json" id="${LATE_SCRIPTS_ID}">${JSON.stringify(
      { entry: '/assets/index-A.js', preload: many, fonts: { css: '/f.css', files: ['/f.woff2'] } },
    )}</script>`;
    new Function(LATE_SCRIPTS_SCRIPT)();
    observer.paint('first-contentful-paint');
    expect(document.head.children).toHaveLength(1 + 12);
    expect(document.head.firstElementChild?.getAttribute('src')).toBe('/assets/index-A.js');
    vi.runOnlyPendingTimers();
    expect(document.head.children).toHaveLength(1 + 24);
    expect(asked).toEqual([]);
    vi.runOnlyPendingTimers();
    expect(document.head.children).toHaveLength(1 + 30);
    expect(asked).toEqual(['/f.woff2']);
  });

  it('on a first visit, fetches the font files after the scripts and then sets the cookie', async () => {
    const observer = fakePaintObserver();
    const asked: string[] = [];
    const answers: Record<string, number> = {
      '/assets/f1.woff2': 200,
      '/assets/f2.woff2': 200,
      '/assets/gone.woff2': 404,
    };
    vi.stubGlobal('fetch', (url: string) => {
      asked.push(url);
      // Answered in microtasks only: one task later, every answer has been read.
      const ok = answers[url] === 200;
      return Promise.resolve({ ok, arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)) });
    });
    document.cookie = 'fonts=; max-age=0; path=/';
    runLoader({ css: '/assets/index-F.css', files: ['/assets/f1.woff2', '/assets/f2.woff2'] });
    expect(asked).toEqual([]);
    observer.paint('first-contentful-paint');
    expect(added()).toEqual(ALL);
    expect(asked).toEqual(['/assets/f1.woff2', '/assets/f2.woff2']);
    await vi.waitFor(() => expect(document.cookie).toContain('fonts=%2Fassets%2Findex-F.css'));

    // A file that does not come sets no cookie: the next page asks again.
    document.cookie = 'fonts=; max-age=0; path=/';
    const again = fakePaintObserver();
    runLoader({ css: '/assets/index-G.css', files: ['/assets/f1.woff2', '/assets/gone.woff2'] });
    again.paint('first-contentful-paint');
    await new Promise((r) => setTimeout(r, 0));
    expect(asked).toHaveLength(4);
    expect(document.cookie).not.toContain('fonts=');
  });

  it('does nothing on a page without the data block', () => {
    fakePaintObserver().paint('first-contentful-paint');
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    new Function(LATE_SCRIPTS_SCRIPT)();
    expect(document.head.children).toHaveLength(0);
  });
});
