import type { Page } from '@playwright/test';
import { FULL_CHROMIUM } from '../../scripts/lib/chromium-path.ts';
import { test, expect as baseExpect, clientRendered, loginAs } from './support/fixtures';

// The first screens of a broker must not move once painted (Lighthouse's CLS: /gongsil/list was
// 0.36, /product/purchase 0.08, both mostly the footer pushed down when the screen arrived). The
// browser's own layout-shift entries are collected from the first paint until the screen has its
// data; each entry names the elements that moved, which the failure message lists.
const expect = baseExpect.configure({ timeout: 20_000 });

// Shifts this small are text settling when the web font replaces the fallback; what this guards
// against (the footer, 0.25; the gongsil columns, 0.03) is far above it.
const MAX_SHIFT = 0.01;

interface Shift {
  value: number;
  sources: string[];
}

declare global {
  interface Window {
    __layoutShifts?: () => Shift[];
  }
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const seen: Shift[] = [];
    const describe = (n: Node | null) =>
      n instanceof Element
        ? `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ''} "${(n.textContent ?? '').slice(0, 30)}"`
        : String(n?.nodeName);
    const keep = (entries: PerformanceEntryList) => {
      for (const e of entries as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node: Node | null }[];
      })[]) {
        if (!e.hadRecentInput)
          seen.push({ value: e.value, sources: (e.sources ?? []).map((s) => describe(s.node)) });
      }
    };
    const observer = new PerformanceObserver((list) => keep(list.getEntries()));
    observer.observe({ type: 'layout-shift', buffered: true });
    window.__layoutShifts = () => {
      keep(observer.takeRecords());
      return seen;
    };
  });
}

async function expectNoShift(page: Page) {
  // The footer shows once the screen has painted; by then the screen's data is on screen too.
  await expect(page.locator('footer')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => window.__layoutShifts?.() ?? []);
  const total = shifts.reduce((sum, s) => sum + s.value, 0);
  expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(MAX_SHIFT);
}

test.describe('no layout shift on the first screens', () => {
  test.describe.configure({ timeout: 90_000 });

  test('/gongsil/list: counts, tabs and rows arrive without moving anything', async ({ page }) => {
    await recordShifts(page);
    await loginAs(page, 'master@demo.kr', '/gongsil/list');
    await expect(page.getByRole('tab', { name: /중개의뢰/ })).toBeVisible();
    await expect(page.locator('tr[data-rooms-seq]').first()).toBeVisible();
    await expectNoShift(page);
  });

  test('/product/purchase: the catalogue and the cart arrive without moving anything', async ({
    page,
  }) => {
    await recordShifts(page);
    await loginAs(page, 'master@demo.kr', '/product/purchase');
    await expect(page.getByTestId('cart-total')).toBeVisible();
    await expectNoShift(page);
  });

  test('/account/sub-user, drawn in the browser: the staff list arrives without moving anything', async ({
    page,
  }) => {
    // Not rendered by the server: the list comes after the first paint. The invite button beside
    // the title came with it and re-wrapped the lead, moving the table down (Lighthouse 0.33).
    await recordShifts(page);
    await loginAs(page, 'master@demo.kr', '/account/sub-user');
    await expect(page.getByRole('button', { name: '직원 초대' })).toBeVisible();
    await expectNoShift(page);
  });

  test('/product/order/:id, drawn in the browser: the receipt arrives without moving anything', async ({
    page,
  }) => {
    // As after 결제하기 or a link from the payments: the receipt's data comes after the frame.
    // Its loading line left the footer up, and the receipt pushed it down (Lighthouse 0.135).
    await recordShifts(page);
    await loginAs(page, 'master@demo.kr', null);
    await clientRendered(page);
    await page.goto('/product/order/1');
    await expect(page.getByText('주문번호')).toBeVisible();
    await expectNoShift(page);
  });
});

test.describe('the page column when the page grows', () => {
  test('keeps its place whether or not the page scrolls: the scrollbar has its room', async ({
    playwright,
    baseURL,
  }) => {
    // A rendered page is painted while its HTML is still arriving (server/plugins/late-scripts.ts
    // leaves nothing in the head to wait for), so a page can become taller than the window after
    // its first paint. With scrollbars that take room (the test browser hides them, Lighthouse's
    // does not), the scrollbar appearing then moved the centred column 7.5 px sideways. The full
    // browser, as Lighthouse runs, whichever binary the other tests use.
    const browser = await playwright.chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? FULL_CHROMIUM,
      args: ['--no-sandbox', '--disable-gpu'],
      ignoreDefaultArgs: ['--hide-scrollbars'],
    });
    try {
      const page = await browser.newPage({ viewport: { width: 1350, height: 3000 } });
      await page.goto(`${baseURL}/login`);
      const short = await page.evaluate(() => ({
        scrolls: document.documentElement.scrollHeight > window.innerHeight,
        column: document.querySelector('header > div')!.getBoundingClientRect().left,
      }));
      await page.setViewportSize({ width: 1350, height: 400 });
      const tall = await page.evaluate(() => ({
        scrolls: document.documentElement.scrollHeight > window.innerHeight,
        column: document.querySelector('header > div')!.getBoundingClientRect().left,
      }));
      expect([short.scrolls, tall.scrolls]).toEqual([false, true]);
      expect(tall.column).toBe(short.column);
    } finally {
      await browser.close();
    }
  });
});
