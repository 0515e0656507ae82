// Four eyes and publishing at a time, end to end (issue 25 items 3 and 4): editor@ changes a
// price and, since prices need review, sends a review request instead of publishing; approver@
// reviews the Korean list of changes and the diff in their own browser and approves; publisher@
// schedules it a minute or two ahead in Korea time and sees it in the queue; the server's clock
// is moved on (no minute's wait) and the schedule goes live; a broker page open all along picks
// the new price up at its next poll. The active config is rolled back afterwards.
import type { APIRequestContext, Browser, Page, TestInfo } from '@playwright/test';
import { expect, loginAs, shot, test } from './support/fixtures';
import { advanceServerClock, apiAs } from './support/review';

const API = '/api/v2';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };
// Saving, the smoke check before a request and the checker on every call, on a busy machine.
const SLOW = { timeout: 60_000 };

test.describe.configure({ timeout: 240_000 });

const activeVersion = async (api: APIRequestContext) =>
  ((await (await api.get(`${API}/config`)).json()) as { result: { version: number } }).result
    .version;

/** A page of its own browser context, signed in as `email`. */
async function pageAs(browser: Browser, email: string, to: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await loginAs(page, email, to);
  return page;
}

/** A full-page picture from the top (the sticky header stays where it was scrolled to). */
async function picture(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, testInfo, name);
}

/** `date` (yyyyMMdd, as the date field is typed) and `time` (HH:mm) of an instant in Korea. */
function koreanDateTime(at: Date) {
  const k = new Date(at.getTime() + 9 * 3_600_000).toISOString();
  return { date: k.slice(0, 10).replace(/-/g, ''), time: k.slice(11, 16) };
}

test('a price change is requested by editor@, approved by approver@, scheduled and seen by a broker once live', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  const staff = await apiAs(baseURL!, 'staff@demo.kr');
  const start = await activeVersion(staff);
  const opened: Page[] = [];
  try {
    // A broker's purchase page is open from the start, on today's price (3,300원 × 10).
    const broker = await (await browser.newContext()).newPage();
    opened.push(broker);
    await broker.clock.install();
    await loginAs(broker, 'master@demo.kr', '/product/purchase');
    await broker.locator('button[data-product-type="0"]').click();
    const line = broker.locator('section[id="item_0"]');
    await expect(line.getByTestId('item-total')).toHaveText('33,000원');

    // editor@ raises the 30-day price of 일반 올인원.
    await loginAs(page, 'editor@demo.kr', '/studio?section=catalogue');
    await page.locator('[data-product-key="general_allinone"]').click();
    const price = page.getByLabel('30일 가격', { exact: true });
    await price.fill('3600');
    await price.blur();
    await expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨', SLOW);

    // A price needs review: no publish, a review request with the change in Korean words.
    await page.getByRole('tab', { name: '비교·게시·이력' }).click();
    const form = page.getByTestId('review-request-form');
    await expect(form.getByRole('list', { name: '검토가 필요한 변경' })).toHaveText(
      '광고 상품일반 올인원 · 기간별 가격 · 30일: 3,300원 → 3,600원 — 상품 가격',
      SLOW,
    );
    await expect(page.getByRole('button', { name: '게시하기' })).toBeDisabled();
    await form.getByLabel('요청 메모').fill('일반 올인원 30일 3,300원 → 3,600원');
    await form.getByRole('button', { name: '검토 요청 보내기' }).click();
    // After the smoke check of its broker screens, the request opens, waiting for review.
    const mine = page.getByTestId('approval-view');
    await expect(mine).toContainText('검토 대기', SLOW);
    await expect(mine).toContainText('승인 권한이 있는 다른 스태프의 검토를 기다리고 있습니다.');
    const id = Number(new URL(page.url()).searchParams.get('request'));
    expect(id).toBeGreaterThan(0);

    // approver@, in their own browser, reviews the change and the diff, and approves.
    const approver = await pageAs(browser, 'approver@demo.kr', '/studio?section=approvals');
    opened.push(approver);
    await approver.getByRole('button', { name: `검토 요청 #${id} 열기` }).click();
    const review = approver.getByTestId('approval-view');
    await expect(review.getByRole('list', { name: '검토가 필요한 변경 1건' })).toHaveText(
      '광고 상품일반 올인원 · 기간별 가격 · 30일: 3,300원 → 3,600원 — 상품 가격',
    );
    const diff = review.getByTestId('diff-products');
    await expect(diff.locator('[data-kind="removed"]')).toContainText(['"30": 3300']);
    await expect(diff.locator('[data-kind="added"]')).toContainText(['"30": 3600']);
    await review.getByLabel('검토 의견').fill('30일 가격만 바뀌는 것을 확인했습니다.');
    await picture(approver, testInfo, 'approval-review');
    await review.getByRole('button', { name: '승인' }).click();
    await expect(review.getByText('승인됨', { exact: true })).toBeVisible();
    await expect(review).toContainText('검토: approver@demo.kr');

    // publisher@ schedules it two minutes ahead, Korea time, and finds it in the queue.
    const publisher = await pageAs(
      browser,
      'publisher@demo.kr',
      `/studio?section=approvals&request=${id}`,
    );
    opened.push(publisher);
    const when = koreanDateTime(new Date(Date.now() + 2 * 60_000));
    const date = publisher.getByLabel(/^게시 날짜/);
    await date.fill(when.date);
    await date.blur();
    await publisher.getByLabel(/^게시 시각/).fill(when.time);
    await publisher.getByRole('button', { name: '예약하기' }).click();
    await expect(publisher.getByTestId('request-scheduled')).toContainText(
      `${when.date.slice(0, 4)}.${when.date.slice(4, 6)}.${when.date.slice(6)} ${when.time}`,
    );
    await publisher.getByRole('tab', { name: '예약 게시' }).click();
    const row = publisher.getByTestId('schedule-queue').locator('tr', { hasText: `#${id} ` });
    await expect(row).toHaveAttribute('data-state', 'scheduled');
    await expect(row).toContainText('publisher@demo.kr');
    // The notice of the schedule has gone: nothing covers the page in the picture.
    await expect(publisher.getByText(/게시되도록 예약했습니다/)).toHaveCount(0, SLOW);
    await picture(publisher, testInfo, 'schedule-queue');

    // The server's clock moves three minutes on: the schedule goes live, as the queue shows.
    await advanceServerClock(baseURL!, 3 * 60_000);
    await expect(row).toHaveAttribute('data-state', 'published', { timeout: 15_000 });
    expect(await activeVersion(staff)).toBe(start + 1);
    const history = (await (await staff.get(`${API}/studio/config/versions?limit=1`)).json()).result
      .items[0];
    expect(history).toMatchObject({
      version: start + 1,
      author: 'publisher@demo.kr',
      note: '일반 올인원 30일 3,300원 → 3,600원',
    });

    // The broker's open page picks the version up at its next poll (every 20 s).
    await broker.clock.fastForward(21_000);
    await expect(line.getByTestId('item-total')).toHaveText('36,000원');
    await expect(line.getByRole('status')).toHaveText('가격이 바뀌었습니다: 33,000원 → 36,000원');
    await shot(broker, testInfo, 'broker-after-scheduled-publish');
  } finally {
    // The portal as this test found it, and editor@'s draft back on it.
    if ((await activeVersion(staff)) !== start) {
      const r = await staff.post(`${API}/studio/config/rollback`, {
        headers: H,
        data: { version: start },
      });
      expect(r.status(), await r.text()).toBe(200);
    }
    const active = await activeVersion(staff);
    const files = (await (await staff.get(`${API}/studio/config/versions/${active}`)).json()).result
      .files;
    await page.request.put(`${API}/studio/config/draft`, {
      headers: H,
      data: { baseVersion: active, files },
    });
    for (const p of opened) await p.context().close();
    await staff.dispose();
  }
});
