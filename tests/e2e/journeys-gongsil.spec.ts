import type { Browser, Page } from '@playwright/test';
import {
  test,
  expect as baseExpect,
  loginAs,
  shot,
  expectNoSeriousA11yViolations,
} from './support/fixtures';

// Own demo offices (server/test/seed/journeys-claim-sign.ts): claim-a@ and claim-b@ have no
// gongsil rooms of their own; five open rooms (매물번호 53000000 + 11·i) were registered minutes
// before the server started, so they lead the 전체 tab. Each attempt takes the first of them
// still open, so a retry after a claim finds the next one.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 150_000 });

const LIST = '/gongsil/list?tab=all&page=1&limit=24';
const rows = (page: Page) => page.locator('tr[data-rooms-seq]');
const row = (page: Page, seq: string) => page.locator(`tr[data-rooms-seq="${seq}"]`);
const tab = (page: Page, name: string | RegExp) => page.getByRole('tab', { name });

async function office(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, email, LIST);
  await expect(tab(page, /^전체 \d+$/)).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('table[aria-busy="false"]')).toHaveCount(1);
  return page;
}

/** The number a tab shows ("선점한 방 3" → 3). */
async function tabCount(page: Page, label: string): Promise<number> {
  const text = await tab(page, new RegExp(`^${label} \\d+$`)).textContent();
  return Number(text!.replace(/\D/g, ''));
}

test('office A claims an open room; office B, a step late, is told so and sees the list refreshed', async ({
  browser,
}, testInfo) => {
  const a = await office(browser, 'claim-a@demo.kr');
  const b = await office(browser, 'claim-b@demo.kr');

  // The first journey room nobody has claimed yet, as both offices see it now.
  const open = b.locator('tr[data-rooms-seq^="53000"]:has([data-claim="OPEN"])').first();
  const seq = (await open.getAttribute('data-rooms-seq'))!;
  await expect(row(a, seq).locator('[data-claim]')).toHaveText('선점 가능');
  const preemptBefore = await tabCount(a, '선점한 방');

  // B opens the detail and hesitates.
  await b.getByRole('button', { name: `매물번호 ${seq} 상세 보기` }).click();
  const bDialog = b.getByRole('dialog', { name: `매물번호 ${seq}` });
  await expect(
    bDialog.getByText('아직 선점한 중개사무소가 없습니다.', { exact: false }),
  ).toBeVisible();

  // A opens the same room from its row, reads the facts and the request, and claims it.
  await row(a, seq).getByRole('cell').nth(3).click();
  const aDialog = a.getByRole('dialog', { name: `매물번호 ${seq}` });
  await expect(aDialog.getByRole('heading', { name: '방 정보' })).toBeVisible();
  await expect(aDialog.getByRole('heading', { name: '집주인 의뢰' })).toBeVisible();
  await expect(aDialog.locator('dd', { hasText: '만원' }).first()).toBeVisible();
  await expect(aDialog.locator('[data-claim]')).toHaveText('선점 가능');
  await expectNoSeriousA11yViolations(a, '[role="dialog"]');
  await shot(a, testInfo, 'claim-detail');
  await aDialog.getByRole('button', { name: '선점하기' }).click();
  await expect(a.getByText(`매물번호 ${seq}을(를) 선점했습니다.`, { exact: false })).toBeVisible();
  await expect(aDialog).toBeHidden();
  await expect(tab(a, `선점한 방 ${preemptBefore + 1}`)).toBeVisible();
  await expect(row(a, seq).locator('[data-claim]')).toHaveText('우리 사무소 선점');
  await shot(a, testInfo, 'claim-done');
  await tab(a, `선점한 방 ${preemptBefore + 1}`).click();
  await expect(row(a, seq)).toBeVisible();
  await expect(rows(a)).toHaveCount(preemptBefore + 1);

  // B's dialog still offers the claim; the server answers 409 and B's list is reloaded.
  await bDialog.getByRole('button', { name: '선점하기' }).click();
  await expect(
    b.getByText('다른 중개사무소가 먼저 선점한 방입니다. 목록을 새로 불러왔습니다.'),
  ).toBeVisible();
  await expect(bDialog).toBeHidden();
  await expect(row(b, seq).locator('[data-claim]')).toHaveText('다른 사무소');
  await expect(tab(b, '선점한 방 0')).toBeVisible();
  await shot(b, testInfo, 'claim-409');

  // B reopens it: no claim button any more, the state says another office holds it.
  await b.getByRole('button', { name: `매물번호 ${seq} 상세 보기` }).click();
  await expect(bDialog.locator('[data-claim]')).toHaveText('다른 사무소');
  await expect(bDialog.getByRole('button', { name: '선점하기' })).toHaveCount(0);
  await bDialog.getByRole('button', { name: '닫기' }).first().click();
  await expect(bDialog).toBeHidden();
  await expect(b.getByRole('button', { name: `매물번호 ${seq} 상세 보기` })).toBeFocused();

  await a.context().close();
  await b.context().close();
});

test('the header "오늘 신규 의뢰" is the 전체 tab rooms registered today, as the list explains', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'claim-b@demo.kr', '/gongsil/list?tab=all&page=1&limit=100');
  const counter = page.getByTestId('rolling-counter');
  await expect(counter).toContainText(/오늘 신규 의뢰 [\d,]+건/);
  const headerN = Number(
    (await counter.textContent())!.match(/오늘 신규 의뢰 ([\d,]+)건/)![1]!.replace(/,/g, ''),
  );
  await expect(
    page.getByText("상단의 '오늘 신규 의뢰'는 오늘 공실센터에 새로 등록된 의뢰", { exact: false }),
  ).toBeVisible();

  // Count the rows dated today (Korean date; the browser runs in Asia/Seoul) over every page.
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' })
    .format(new Date())
    .replace(/-/g, '.');
  const total = await tabCount(page, '전체');
  let registeredToday = 0;
  for (let p = 1; (p - 1) * 100 < total; p++) {
    if (p > 1) await page.goto(`/gongsil/list?tab=all&page=${p}&limit=100`);
    await expect(page.locator('table[aria-busy="false"]')).toHaveCount(1);
    await expect(rows(page)).toHaveCount(Math.min(100, total - (p - 1) * 100));
    registeredToday += await rows(page)
      .filter({ hasText: `등록 ${today}` })
      .count();
  }
  expect(registeredToday).toBeGreaterThanOrEqual(5);
  expect(headerN).toBe(registeredToday);
  await shot(page, testInfo, 'today-vs-tabs');
});
