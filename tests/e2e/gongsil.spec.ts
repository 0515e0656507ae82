import type { Page } from '@playwright/test';
import {
  test,
  expect as baseExpect,
  shot,
  loginAs,
  forceApi,
  clientRendered,
  expectNoSeriousA11yViolations,
} from './support/fixtures';

// Seed (server/db/seed and the test seed): 144 gongsil rooms. master@demo.kr's office holds 17 pick, 20 preempt and
// 17 complete rooms; serve@demo.kr's office holds none (pickCount 0). The all tab has 130 rooms
// (5 of them the claim journey's open rooms, server/test/seed/journeys-claim-sign.ts, and the
// room claimlist@ claimed, server/test/seed/gongsil-listing.ts).
// The shared test machine runs several suites at once (load average > 20 on 2 cores): the
// default 7 s expect timeout is too tight for a cold SPA load there.
const expect = baseExpect.configure({ timeout: 20_000 });

const MASTER = 'master@demo.kr';
const NO_PICK = 'serve@demo.kr';
const LIST = '/gongsil/list';

const rows = (page: Page) => page.locator('tr[data-rooms-seq]');
const nav = (page: Page) => page.getByRole('navigation', { name: 'pagination' });
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });
const select = (page: Page, name: string) => page.getByRole('combobox', { name });
const pageButton = (page: Page, name: string) =>
  nav(page).getByRole('button', { name, exact: true });

async function expectQuery(page: Page, query: string) {
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?${query.replace(/[?&]/g, (c) => `\\${c}`)}$`));
}

test.describe('gongsil list', () => {
  // The shared CI box runs several suites at once; give each test room beyond the 45 s default.
  test.describe.configure({ timeout: 120_000 });

  test('master: counts, default tab pick, URL carries tab/page/limit, one page of 17', async ({
    page,
  }, testInfo) => {
    await loginAs(page, MASTER, LIST);
    await expect(tab(page, '중개의뢰 17')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, '전체 130')).toHaveAttribute('aria-selected', 'false');
    await expect(tab(page, '선점한 방 20')).toBeVisible();
    await expect(tab(page, '종료된 방 17')).toBeVisible();
    await expectQuery(page, 'tab=pick&page=1&limit=24');
    await expect(rows(page)).toHaveCount(17);
    await expect(page.getByRole('columnheader', { name: '의뢰 내용' })).toBeVisible();
    await expect(page.getByText('총 17건')).toBeVisible();
    // one page: a single number, every arrow disabled
    await expect(nav(page).getByRole('button')).toHaveCount(5);
    await expect(pageButton(page, '1')).toHaveAttribute('aria-current', 'page');
    for (const name of ['처음', '이전', '다음', '마지막'])
      await expect(pageButton(page, name)).toBeDisabled();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await shot(page, testInfo, 'master-pick');
    await expectNoSeriousA11yViolations(page);
  });

  test('pickCount 0: the pick tab is removed and all is the default', async ({
    page,
  }, testInfo) => {
    await loginAs(page, NO_PICK, LIST);
    await expect(tab(page, '전체 130')).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab')).toHaveCount(3);
    await expect(tab(page, /중개의뢰/)).toHaveCount(0);
    await expectQuery(page, 'tab=all&page=1&limit=24');
    await expect(rows(page)).toHaveCount(24);
    await expect(page.getByRole('columnheader', { name: '의뢰 내용' })).toHaveCount(0);
    await shot(page, testInfo, 'no-pick-all');
    await expectNoSeriousA11yViolations(page);
  });

  test('the /gongsil/list/pick deep link: pick for master, all when pickCount is 0', async ({
    page,
  }) => {
    await loginAs(page, MASTER, `${LIST}/pick`);
    await expectQuery(page, 'tab=pick&page=1&limit=24');
    await expect(tab(page, '중개의뢰 17')).toHaveAttribute('aria-selected', 'true');

    await page.context().clearCookies();
    await loginAs(page, NO_PICK, `${LIST}/pick`);
    await expectQuery(page, 'tab=all&page=1&limit=24');
    await expect(tab(page, '전체 130')).toHaveAttribute('aria-selected', 'true');
  });

  test('tab changes push page 1; back and forward restore exactly what was shown', async ({
    page,
  }) => {
    await loginAs(page, MASTER, LIST);
    await expect(rows(page)).toHaveCount(17);
    const pickFirst = await rows(page).first().getAttribute('data-rooms-seq');

    await tab(page, '선점한 방 20').click();
    await expectQuery(page, 'tab=preempt&page=1&limit=24');
    await expect(rows(page)).toHaveCount(20);
    await tab(page, '전체 130').click();
    await expectQuery(page, 'tab=all&page=1&limit=24');
    await expect(rows(page)).toHaveCount(24);
    await pageButton(page, '3').click();
    await expectQuery(page, 'tab=all&page=3&limit=24');
    // The address changes before React renders page 3, and the previous page then stays on
    // screen (dimmed, aria-busy) until page 3 arrives: wait for both before reading the rows.
    await expect(pageButton(page, '3')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('table[aria-busy="false"]')).toHaveCount(1);
    const allPage3 = await rows(page).first().getAttribute('data-rooms-seq');

    await page.goBack();
    await expectQuery(page, 'tab=all&page=1&limit=24');
    await expect(pageButton(page, '1')).toHaveAttribute('aria-current', 'page');
    await page.goBack();
    await expectQuery(page, 'tab=preempt&page=1&limit=24');
    await expect(tab(page, '선점한 방 20')).toHaveAttribute('aria-selected', 'true');
    await expect(rows(page)).toHaveCount(20);
    await page.goBack();
    await expectQuery(page, 'tab=pick&page=1&limit=24');
    await expect(rows(page).first()).toHaveAttribute('data-rooms-seq', pickFirst!);
    await page.goForward();
    await page.goForward();
    await page.goForward();
    await expectQuery(page, 'tab=all&page=3&limit=24');
    await expect(pageButton(page, '3')).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('table[aria-busy="false"]')).toHaveCount(1);
    await expect(rows(page).first()).toHaveAttribute('data-rooms-seq', allPage3!);
  });

  test('every filter round-trips through the URL, with back and forward', async ({
    page,
  }, testInfo) => {
    await loginAs(page, NO_PICK, `${LIST}?tab=all&page=2&limit=24`);
    await expect(rows(page)).toHaveCount(24);

    await select(page, '매물 상태').selectOption({ label: '광고종료' });
    await expectQuery(page, 'tab=all&page=1&limit=24&status=invisible');
    await expect(page.locator('tr[data-rooms-seq] [data-status]').first()).toHaveText('광고종료');
    // The address changes before the screen renders with the new filter (a loaded machine can
    // lag), and a choice made in between starts from the old one: choose the next filter once the
    // screen has asked for the filtered list, as a user would once the list reacts.
    const oneRoomList = page.waitForRequest(
      (r) => /\/gongsil-center\/all\/list\?/.test(r.url()) && r.url().includes('roomType=ONE_ROOM'),
    );
    await select(page, '방 종류').selectOption({ label: '원룸' });
    await expectQuery(page, 'tab=all&page=1&limit=24&status=invisible&roomType=ONE_ROOM');
    await oneRoomList;
    const monthlyList = page.waitForResponse(
      (r) =>
        /\/gongsil-center\/all\/list\?/.test(r.url()) && r.url().includes('sellingType=MONTHLY'),
    );
    await select(page, '거래 유형').selectOption({ label: '월세' });
    await expectQuery(
      page,
      'tab=all&page=1&limit=24&status=invisible&roomType=ONE_ROOM&sellingType=MONTHLY',
    );
    // The list keeps the previous rows on screen (aria-busy) until the filtered page arrives; the
    // address changes first, so the table is idle again only after the filtered answer came.
    await monthlyList;
    await expect(page.locator('table[aria-busy="false"]')).toHaveCount(1);
    await expect(rows(page).first()).toBeVisible();
    for (const r of await rows(page).all()) {
      await expect(r.locator('[data-status]')).toHaveText('광고종료');
      await expect(r).toContainText('원룸');
      await expect(r).toContainText('월세');
    }
    await shot(page, testInfo, 'filters');

    await page.goBack();
    await expectQuery(page, 'tab=all&page=1&limit=24&status=invisible&roomType=ONE_ROOM');
    await expect(select(page, '거래 유형')).toHaveValue('');
    await expect(select(page, '방 종류')).toHaveValue('ONE_ROOM');
    await page.goBack();
    await expectQuery(page, 'tab=all&page=1&limit=24&status=invisible');
    await expect(select(page, '방 종류')).toHaveValue('');
    await page.goBack();
    await expectQuery(page, 'tab=all&page=2&limit=24');
    await expect(select(page, '매물 상태')).toHaveValue('');
    await expect(pageButton(page, '2')).toHaveAttribute('aria-current', 'page');
    await page.goForward();
    await expect(select(page, '매물 상태')).toHaveValue('invisible');
    await page.goForward();
    await page.goForward();
    await expect(select(page, '거래 유형')).toHaveValue('MONTHLY');
    await expect(select(page, '방 종류')).toHaveValue('ONE_ROOM');

    // 'private' from the URL selects the 광고종료 option and is kept in the URL
    await page.goto(`${LIST}?tab=all&page=1&limit=24&status=private`);
    await expect(select(page, '매물 상태')).toHaveValue('invisible');
    await expectQuery(page, 'tab=all&page=1&limit=24&status=private');
    await expect(rows(page).first()).toBeVisible();
  });

  test('pagination edges: first, last, prev/next, block change', async ({ page }, testInfo) => {
    await loginAs(page, NO_PICK, LIST);
    await expect(rows(page)).toHaveCount(24);
    await expect(nav(page).getByRole('button')).toHaveText([
      '',
      '',
      '1',
      '2',
      '3',
      '4',
      '5',
      '',
      '',
    ]);
    await expect(pageButton(page, '처음')).toBeDisabled();
    await expect(pageButton(page, '이전')).toBeDisabled();
    await expect(pageButton(page, '다음')).toBeEnabled();

    await pageButton(page, '마지막').click();
    await expectQuery(page, 'tab=all&page=6&limit=24');
    await expect(rows(page)).toHaveCount(10); // 130 = 5 × 24 + 10
    await expect(nav(page).getByRole('button')).toHaveText(['', '', '6', '', '']);
    await expect(pageButton(page, '다음')).toBeDisabled();
    await expect(pageButton(page, '마지막')).toBeDisabled();
    await shot(page, testInfo, 'last-page');

    await pageButton(page, '이전').click();
    await expectQuery(page, 'tab=all&page=5&limit=24');
    await expect(pageButton(page, '5')).toHaveAttribute('aria-current', 'page');
    await expect(rows(page)).toHaveCount(24);
    await pageButton(page, '다음').click();
    await expectQuery(page, 'tab=all&page=6&limit=24');
    await pageButton(page, '처음').click();
    await expectQuery(page, 'tab=all&page=1&limit=24');
    await expect(pageButton(page, '1')).toHaveAttribute('aria-current', 'page');

    // keyboard: Tab to page 2 and press Enter
    await pageButton(page, '1').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expectQuery(page, 'tab=all&page=2&limit=24');
  });

  test('0 results: Korean empty state, no pagination', async ({ page }, testInfo) => {
    await loginAs(page, MASTER, `${LIST}?tab=complete&page=1&limit=24&status=public`);
    await expect(page.getByText('조건에 맞는 방이 없습니다.')).toBeVisible();
    await expect(page.getByText('총 0건')).toBeVisible();
    await expect(rows(page)).toHaveCount(0);
    await expect(nav(page)).toHaveCount(0);
    await shot(page, testInfo, 'empty');
    await expectNoSeriousA11yViolations(page);
  });

  test('a list failure shows the error toast and the page stays usable', async ({
    page,
  }, testInfo) => {
    await forceApi(page, '/gongsil-center/all/list*', 500, {
      msg: '공실 목록 서버 점검 중입니다.',
    });
    await loginAs(page, NO_PICK, LIST);
    await expect(
      page.getByRole('alert').filter({ hasText: '공실 목록 서버 점검 중입니다.' }),
    ).toBeVisible();
    await expect(page.getByText('목록을 불러오지 못했습니다.')).toBeVisible();
    await shot(page, testInfo, 'list-failure');
    await tab(page, '선점한 방 0').click();
    await expectQuery(page, 'tab=preempt&page=1&limit=24');
    await expect(page.getByText('조건에 맞는 방이 없습니다.')).toBeVisible();
  });

  test('a count failure: toast, counts 0 on the all tab, the list still loads', async ({
    page,
  }) => {
    await forceApi(page, '/gongsil-center/gongsil-count', 500, {
      msg: '카운트를 불러오지 못했습니다.',
    });
    await loginAs(page, MASTER, `${LIST}/pick`);
    await expect(
      page.getByRole('alert').filter({ hasText: '카운트를 불러오지 못했습니다.' }),
    ).toBeVisible();
    await expect(tab(page, '전체 0')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, /중개의뢰/)).toHaveCount(0);
    await expectQuery(page, 'tab=all&page=1&limit=24');
    await expect(rows(page)).toHaveCount(24);
  });

  test('leaving while the counts load: the next screen stays, the list does not take the address back', async ({
    page,
  }) => {
    // The counts are held, so the list has not yet written tab/page/limit into the address.
    let releaseCount!: () => void;
    const countHeld = new Promise<void>((r) => (releaseCount = r));
    await clientRendered(page);
    await page.route('**/gongsil-center/gongsil-count', async (route) => {
      await countHeld;
      await route.continue();
    });
    await loginAs(page, MASTER, LIST);
    await expect(page.locator('#gongsil-list-title')).toBeVisible();
    await expect(page.locator('header li', { hasText: '중개관리' })).toBeVisible();
    await expect(tab(page, /중개의뢰/)).toHaveCount(0);
    // Scripts asked for from now on are held too: the listing screen's chunk cannot arrive, so
    // the router keeps the list on screen while it waits for the next screen.
    let releaseScripts!: () => void;
    const scriptsHeld = new Promise<void>((r) => (releaseScripts = r));
    await page.route('**/assets/**', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    await page.locator('header li', { hasText: '중개관리' }).hover();
    await page.locator('header').getByRole('link', { name: '다방 매물관리' }).click();
    await expect(page).toHaveURL(/\/room\/dabang-list$/);
    // The counts arrive while the list is still shown: it draws its tabs with them ...
    releaseCount();
    await expect(tab(page, '중개의뢰 17')).toBeVisible();
    // ... and leaves the address to the broker's click.
    await expect(page).toHaveURL(/\/room\/dabang-list$/);
    releaseScripts();
    await expect(page.getByRole('heading', { level: 1, name: '다방 매물관리' })).toBeVisible();
    await expect(page).toHaveURL(/\/room\/dabang-list$/);
  });

  test('perf: navigation to 24 rows painted', async ({ page }) => {
    // Records performance.now() (ms since navigation start) when 24 rows are in the DOM and at the
    // next animation frame (painted).
    await page.addInitScript(() => {
      const w = window as unknown as { __gongsilRows?: { dom: number; paint: number } };
      const obs = new MutationObserver(() => {
        if (w.__gongsilRows || document.querySelectorAll('tr[data-rooms-seq]').length < 24) return;
        const dom = performance.now();
        w.__gongsilRows = { dom, paint: 0 };
        requestAnimationFrame(() => {
          w.__gongsilRows!.paint = performance.now();
        });
        obs.disconnect();
      });
      obs.observe(document, { childList: true, subtree: true });
    });
    await loginAs(page, NO_PICK, null);
    const samples: { dom: number; paint: number; count: number; list: number }[] = [];
    for (let i = 0; i < 6; i++) {
      await page.goto(`${LIST}?tab=all&page=1&limit=24`);
      await expect(rows(page)).toHaveCount(24);
      await page.waitForFunction(() => {
        const r = (window as unknown as { __gongsilRows?: { paint: number } }).__gongsilRows;
        return !!r && r.paint > 0;
      });
      samples.push(
        await page.evaluate(() => {
          const r = (window as unknown as { __gongsilRows: { dom: number; paint: number } })
            .__gongsilRows;
          const end = (part: string) =>
            performance
              .getEntriesByType('resource')
              .filter((e) => e.name.includes(part))
              .map((e) => (e as PerformanceResourceTiming).responseEnd)[0] ?? 0;
          return { ...r, count: end('/gongsil-count'), list: end('/list?') };
        }),
      );
    }
    // The first load warms the HTTP cache of the lazy chunks; report the warm median and the cold one.
    const warm = samples
      .slice(1)
      .map((s) => s.paint)
      .sort((a, b) => a - b);
    const median = warm[Math.floor(warm.length / 2)]!;
    // Client-side: click page 2, wait until its 24 rows replace page 1's and the table is idle.
    const pageSwitch = await page.evaluate(async () => {
      const firstSeq = () =>
        document.querySelector('tr[data-rooms-seq]')?.getAttribute('data-rooms-seq');
      const before = firstSeq();
      const start = performance.now();
      const two = Array.from(
        document.querySelectorAll<HTMLButtonElement>('nav[aria-label="pagination"] button'),
      ).find((b) => b.textContent === '2')!;
      two.click();
      await new Promise<void>((resolve) => {
        const check = () => {
          const idle = document.querySelector('table[aria-busy="false"]');
          const n = document.querySelectorAll('tr[data-rooms-seq]').length;
          if (idle && n === 24 && firstSeq() !== before) requestAnimationFrame(() => resolve());
          else requestAnimationFrame(check);
        };
        check();
      });
      return performance.now() - start;
    });
    const w = samples.slice(1);
    const med = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    console.log(
      `GONGSIL_BREAKDOWN warm medians: countResponse=${med(w.map((s) => s.count)).toFixed(0)}ms ` +
        `listResponse=${med(w.map((s) => s.list)).toFixed(0)}ms rowsInDom=${med(w.map((s) => s.dom)).toFixed(0)}ms`,
    );
    console.log(
      `GONGSIL_PERF cold=${samples[0]!.paint.toFixed(0)}ms warmMedian=${median.toFixed(0)}ms ` +
        `warm=[${warm.map((n) => n.toFixed(0)).join(',')}] domWarm=[${samples
          .slice(1)
          .map((s) => s.dom.toFixed(0))
          .join(',')}] pageSwitch=${pageSwitch.toFixed(0)}ms`,
    );
    // A sanity bound only: the number itself is reported in docs/perf/gongsil.md.
    expect(median).toBeLessThan(15_000);
  });
});
