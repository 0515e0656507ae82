import type { Page } from '@playwright/test';
import {
  expect,
  expectNoSeriousA11yViolations,
  forceApi,
  clientRendered,
  loginAs,
  shot,
  test,
} from './support/fixtures';

// One server per run; these tests change report@'s data, so they run in order.
test.describe.configure({ mode: 'serial' });

const TREAT = '/new-room/fake-report/*/agent-treat';
const floating = (page: Page) =>
  page.getByRole('button', { name: '허위매물 신고 처리', exact: true });
const selfDialog = (page: Page, source: '다방' | '네이버') =>
  page.getByRole('dialog', { name: `${source} 허위매물 신고 자가처리` });
const toast = (page: Page, text: string) =>
  page.locator('[role="status"], [role="alert"]').filter({ hasText: text });

/** Opens a header management-menu action (the submenu shows on hover). */
async function openHeaderAction(page: Page, label: string) {
  const item = page.getByRole('banner').locator('button', { hasText: label });
  await item.locator('xpath=ancestor::li[2]').hover();
  await item.click();
}

/** The report fields of agent/info, wherever the response nests them. */
async function agentInfo(page: Page): Promise<Record<string, unknown>> {
  const res = await page.request.get('/api/v2/agent/info');
  expect(res.status()).toBe(200);
  const find = (o: unknown): Record<string, unknown> | null => {
    if (!o || typeof o !== 'object') return null;
    if ('warningCount' in o) return o as Record<string, unknown>;
    for (const v of Object.values(o)) {
      const hit = find(v);
      if (hit) return hit;
    }
    return null;
  };
  return find(await res.json()) ?? {};
}

test('pending-handling popup on /form lists the waiting numbers; go opens the floating panel', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'report@demo.kr', '/form');
  const dialog = page.getByRole('dialog', { name: '미처리 신고 안내' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('pending-group-DABANG')).toContainText('51003001');
  await expect(dialog.getByTestId('pending-group-DABANG')).toContainText('51003002');
  await expect(dialog.getByTestId('pending-group-NAVER')).toContainText('240123456');
  await expect(dialog.getByTestId('pending-group-SAME_ADDRESS')).toContainText('240124500');
  await shot(page, testInfo, 'pending-handling');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await dialog.getByRole('button', { name: '처리하러 가기' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog).toBeHidden();
  await expect(floating(page)).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: '미처리 허위매물 신고' });
  await expect(panel.getByTestId('report-entry-DABANG')).toContainText('2건');
  await expect(panel.getByTestId('report-entry-NAVER')).toContainText('1건');
  // Written with document.cookie: in the browser's cookie store a moment later.
  await expect
    .poll(async () => (await page.context().cookies()).find((c) => c.name === 'reportNoticeRead'))
    .toMatchObject({ path: '/' });
  await shot(page, testInfo, 'floating-panel');
  await expectNoSeriousA11yViolations(page, '[data-testid="report-floating"]');
});

test('registration-restriction popup for a penalised user: restriction info and penalty tab', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'penalty@demo.kr', '/form');
  const dialog = page.getByRole('dialog', { name: '매물 등록 제한 안내' });
  await expect(dialog).toContainText('매물 등록이 제한되어 있습니다');
  await expect(page.getByRole('dialog', { name: '미처리 신고 안내' })).toHaveCount(0);
  await shot(page, testInfo, 'registration-restriction');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  await dialog.getByRole('button', { name: '게시 제한 안내' }).click();
  const info = page.getByRole('dialog', { name: '게시 제한 안내' });
  await expect(info.locator('li')).toHaveText([
    '경고 3회 누적 시 7일간 매물 등록 제한',
    '전화 확인 결과 허위매물 확정 시 7일간 매물 등록 제한',
    '현장 확인 결과 허위매물 확정 시 14일간 매물 등록 제한',
  ]);
  await shot(page, testInfo, 'restriction-info');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await info.getByRole('button', { name: '닫기' }).last().click();
  await expect(info).toBeHidden();

  await dialog.getByRole('button', { name: '패널티 확인' }).click();
  await expect(dialog).toBeHidden();
  const history = page.getByRole('dialog', { name: '허위매물 처리내역' });
  await expect(history.getByRole('tab', { name: '패널티 현황' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const rows = history.getByTestId('penalty-scroll').locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toContainText('240110003');
  await expect(rows.first()).toContainText('7일 등록 제한');
  expect((await rows.first().boundingBox())?.height).toBeCloseTo(65, 0);
  await expect(history.getByTestId('history-total')).toHaveText('총 3건');
  await expect(history.getByRole('navigation', { name: 'pagination' })).toHaveCount(0);
  await shot(page, testInfo, 'history-penalty');
});

test('history popup from the header menu: tabs, paging, the objection button', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'report@demo.kr', '/dashboard');
  await openHeaderAction(page, '허위매물 처리내역');
  const history = page.getByRole('dialog', { name: '허위매물 처리내역' });
  await expect(history).toBeVisible();
  expect((await history.boundingBox())?.width).toBeCloseTo(840, 0);
  await expect(history.getByRole('tablist')).toBeVisible();
  await expect(history.getByRole('tab', { name: '처리내역' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(history.getByTestId('history-total')).toHaveText('총 8건');
  const rows = history.getByRole('table', { name: '처리내역' }).locator('tbody tr');
  await expect(rows).toHaveCount(5);
  await expect(rows.first().getByText('정상매물')).toHaveCSS('color', 'rgb(26, 86, 196)');
  // Handled 10 days ago: within the 14 days an objection may be filed (filing: objections.spec.ts).
  await expect(rows.first().getByRole('button', { name: '매물 51002006 이의신청' })).toBeVisible();
  await shot(page, testInfo, 'history-processing');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  const nav = history.getByRole('navigation', { name: 'pagination' });
  await nav.getByRole('button', { name: '2', exact: true }).click();
  await expect(rows).toHaveCount(3);
  await expect(rows.last()).toContainText('51002001');
  await expect(rows.last().getByText('허위매물')).toHaveCSS('color', 'rgb(179, 33, 29)');
  await shot(page, testInfo, 'history-processing-page2');

  await history.getByRole('tab', { name: '패널티 현황' }).click();
  await expect(history.getByTestId('history-total')).toHaveText('총 2건');
  await history.getByRole('tab', { name: '처리내역' }).click();
  await expect(nav.getByRole('button', { name: '1', exact: true })).toHaveAttribute(
    'aria-current',
    /page|true/,
  );
  await expect(rows).toHaveCount(5);
  await history.getByRole('button', { name: '닫기' }).click();
  await expect(history).toBeHidden();

  await openHeaderAction(page, '패널티 현황');
  await expect(history.getByRole('tab', { name: '패널티 현황' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('DABANG reports through the floating button: guidance, CMPL rule, errors, double send, warning persisted', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'report@demo.kr', '/dashboard');
  const before = await agentInfo(page);
  expect(before.warningCount).toBe(2);
  await expect(floating(page)).toHaveAttribute('aria-expanded', 'false');
  await floating(page).click();
  await expect(floating(page)).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: '다방 허위매물 신고 처리하기' }).click();

  const dialog = selfDialog(page, '다방');
  await expect(dialog).toContainText('미처리 신고 2건');
  await expect(dialog).toContainText('51003001');
  await expect(dialog).toContainText('전세 9,500만원');
  await expect(dialog.getByTestId('handling-deadline')).toContainText('처리 기한');
  const select = dialog.getByLabel('처리 결과');
  const send = dialog.getByRole('button', { name: '보내기' });
  // Reason CMPL: deal completed is offered
  await expect(select.locator('option')).toHaveText([
    '허위매물 여부를 선택해주세요',
    '정상매물',
    '광고종료(허위매물)',
    '거래완료',
  ]);
  await expect(dialog.getByTestId('blue-note')).toContainText('연락처를 잘못 등록한 경우');
  await expect(send).toBeDisabled();
  await shot(page, testInfo, 'self-handling-dabang');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');

  page.once('dialog', (d) => {
    expect(d.type()).toBe('alert');
    expect(d.message()).toBe('이미 계약이 완료된 방이라고 안내받았습니다.');
    void d.accept();
  });
  await dialog.getByRole('button', { name: '상세보기' }).click();

  for (const [value, text] of [
    ['NOMAL', '정상매물로 처리하면'],
    ['CMPL', '경고는 부과되지 않습니다'],
    ['FALSE', '경고 1회가 부과됩니다'],
  ] as const) {
    await select.selectOption(value);
    await expect(dialog.getByTestId('answer-guidance')).toContainText(text);
    await shot(page, testInfo, `self-handling-guidance-${value}`);
  }
  await expect(send).toBeEnabled();

  // Both error statuses (forced), confirmation accepted each time
  page.on('dialog', (d) => void (d.type() === 'confirm' ? d.accept() : d.dismiss()));
  await forceApi(page, TREAT, 200, { result: { kisoNetworkStatus: 'SERVER_ERROR' } }, 'POST');
  await send.click();
  await expect(toast(page, 'KISO 서버와 통신 중 오류가 발생했습니다.')).toBeVisible();
  await page.unroute(`**/api/v2${TREAT}`);
  await forceApi(page, TREAT, 200, { result: { kisoNetworkStatus: 'CLIENT_ERROR' } }, 'POST');
  await send.click();
  await expect(toast(page, 'KISO 서버로의 요청 중 클라이언트 오류가 발생했습니다.')).toBeVisible();
  await page.unroute(`**/api/v2${TREAT}`);
  await forceApi(page, TREAT, 400, { code: 400, msg: '잘못된 요청입니다.' }, 'POST');
  await send.click();
  await expect(toast(page, '잘못된 요청입니다.')).toBeVisible();
  await page.unroute(`**/api/v2${TREAT}`);
  await expect(send).toBeEnabled();
  await shot(page, testInfo, 'self-handling-errors');
  await expect(dialog).toContainText('51003001');

  // Double click sends once (the real POST is slowed down)
  let posts = 0;
  await clientRendered(page);
  await page.route(`**/api/v2${TREAT}`, async (route) => {
    posts++;
    await new Promise((r) => setTimeout(r, 800));
    await route.continue();
  });
  await send.dblclick();
  await expect(toast(page, '처리되었습니다.')).toBeVisible();
  await page.unroute(`**/api/v2${TREAT}`);
  expect(posts).toBe(1);

  // One DABANG report remains: reloaded, answer cleared, PRICE reason has no CMPL
  await expect(dialog).toContainText('51003002');
  await expect(dialog).toContainText('미처리 신고 1건');
  await expect(select).toHaveValue('');
  await expect(select.locator('option')).toHaveText([
    '허위매물 여부를 선택해주세요',
    '정상매물',
    '광고종료(허위매물)',
  ]);
  await expect(dialog).toContainText('월세 300/45만원');
  await select.selectOption('NOMAL');
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('report-entry-DABANG')).toHaveCount(0);
  await expect(page.getByTestId('report-entry-NAVER')).toContainText('1건');

  // Persisted on the server: reload and check
  await page.reload();
  const after = await agentInfo(page);
  expect(after.warningCount).toBe(3);
  await openHeaderAction(page, '허위매물 처리내역');
  const history = page.getByRole('dialog', { name: '허위매물 처리내역' });
  await expect(history.getByTestId('history-total')).toHaveText('총 10건');
  const rows = history.getByRole('table', { name: '처리내역' }).locator('tbody tr');
  await expect(rows.nth(0)).toContainText('51003002');
  await expect(rows.nth(0)).toContainText('정상매물');
  await expect(rows.nth(1)).toContainText('51003001');
  await expect(rows.nth(1)).toContainText('허위매물');
  await expect(rows.nth(1)).toContainText('경고 1회');
  await history.getByRole('tab', { name: '패널티 현황' }).click();
  await expect(history.getByTestId('history-total')).toHaveText('총 3건');
  await expect(history.getByTestId('penalty-scroll')).toContainText('51003001');
});

test('NAVER report to completion: the floating button goes away', async ({ page }, testInfo) => {
  await loginAs(page, 'report@demo.kr', '/dashboard');
  await floating(page).click();
  await page.getByRole('button', { name: '네이버 허위매물 신고 처리하기' }).click();
  const dialog = selfDialog(page, '네이버');
  await expect(dialog).toContainText('미처리 신고 1건');
  await expect(dialog).toContainText('240123456');
  await expect(dialog).toContainText('네이버');
  await expect(dialog).toContainText('월세 1,000/55만원');
  const select = dialog.getByLabel('처리 결과');
  await expect(select.locator('option')).toHaveCount(3);
  await select.selectOption('NOMAL');
  await shot(page, testInfo, 'self-handling-naver');
  page.once('dialog', (d) => {
    expect(d.type()).toBe('confirm');
    void d.accept();
  });
  await dialog.getByRole('button', { name: '보내기' }).click();
  await expect(toast(page, '처리되었습니다.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(floating(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await expect(floating(page)).toHaveCount(0);
  const info = await agentInfo(page);
  expect(info.hasReport).toBe(false);
  expect(info.hasNaverReport).toBe(false);
});
