import type { APIRequestContext, Page } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { test, expect, expectNoSeriousA11yViolations, loginAs, shot } from './support/fixtures';
import { publishDraft } from './support/review';

// Publishing runs the server's whole config checker on every save: allow for a busy machine.
test.describe.configure({ timeout: 120_000 });

const API = '/api/v2';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };
const SLOW = { timeout: 30_000 };
/* eslint-disable @typescript-eslint/no-explicit-any -- config files are edited loosely here */
type Files = Record<string, any>;

async function activeVersion(request: APIRequestContext): Promise<number> {
  return (await (await request.get(`${API}/config`)).json()).result.version as number;
}

async function versionFiles(request: APIRequestContext, version: number): Promise<Files> {
  return (await (await request.get(`${API}/studio/config/versions/${version}`)).json()).result
    .files;
}

/** Makes `files` the staff draft (on the active version). */
async function putDraft(request: APIRequestContext, files: Files) {
  const draft = await request.get(`${API}/studio/config/draft`);
  const put = await request.put(`${API}/studio/config/draft`, {
    headers: { ...H, 'If-Match': draft.headers()['etag'] ?? '' },
    data: { baseVersion: await activeVersion(request), files },
  });
  expect(put.status(), await put.text()).toBe(200);
}

/**
 * Publishes an edit of the active version's files through the API, with a note (a price or a
 * popup chain through a review request approver@ approves).
 */
async function publishEdit(request: APIRequestContext, edit: (f: Files) => void, note: string) {
  const files = await versionFiles(request, await activeVersion(request));
  edit(files);
  await putDraft(request, files);
  const draft = await request.get(`${API}/studio/config/draft`);
  return publishDraft(new URL(draft.url()).origin, request, note);
}

/** `version`'s files active again (a rollback when they are not) and the draft restarted from them. */
async function restore(request: APIRequestContext, version: number) {
  if ((await activeVersion(request)) !== version) {
    const r = await request.post(`${API}/studio/config/rollback`, {
      headers: H,
      data: { version },
    });
    const unchanged = r.status() === 400 && (await r.text()).includes('publish.unchanged');
    if (!unchanged) expect(r.status(), await r.text()).toBe(200);
  }
  await putDraft(request, await versionFiles(request, await activeVersion(request)));
}

const allinone = (f: Files) => f.products.products.find((p: any) => p.key === 'general_allinone');
const zipOf = (files: Files) =>
  Buffer.from(
    zipSync(
      Object.fromEntries(
        Object.entries(files).map(([name, v]) => [`${name}.json`, strToU8(JSON.stringify(v))]),
      ),
    ),
  );

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', SLOW);
}

let start = 0;
test.beforeEach(async ({ page }) => {
  await loginAs(page, 'history@demo.kr', null);
  start = await activeVersion(page.request);
  await restore(page.request, start);
});
test.afterEach(async ({ page }) => {
  await restore(page.request, start);
});

test('the history shows each publish and rollback: who, when, its note and its changes in words', async ({
  page,
}, testInfo) => {
  const first = await publishEdit(
    page.request,
    (f) => {
      allinone(f).defaultDay = 60;
      allinone(f).unitPrices['30'] = 3500;
    },
    '일반 올인원 기본 기간 60일, 30일 가격 인상',
  );
  const second = await publishEdit(
    page.request,
    (f) => {
      f['popup-chain'].chains[0].steps[0].enabled = false;
      f.ui.reports.banDays = 14;
    },
    '텍스트 공지 끄고 등록 제한 14일',
  );
  await restore(page.request, start);

  await page.goto('/studio?section=history');
  const events = page.getByRole('list', { name: '설정 변경 기록' }).getByTestId('history-event');
  // Each version's event (the review requests' own steps sit between them).
  const made = (v: number) => events.and(page.locator(`[data-version="${v}"]`));
  const [rollback, two, one] = [events.nth(0), made(second), made(first)];
  await expect(rollback).toHaveAttribute('data-action', 'rollback', SLOW);
  await expect(rollback).toContainText('되돌림');
  await expect(rollback).toContainText(`v${second} → v${second + 1}`);
  await expect(rollback).toContainText('일반 올인원 · 기본 기간: 60일 → 30일');
  await expect(two).toContainText('게시');
  await expect(two).toContainText('텍스트 공지 끄고 등록 제한 14일');
  await expect(two).toContainText('기록확인팀 (history@demo.kr)');
  await expect(two).toContainText('/dashboard · 텍스트 공지 · 사용: 예 → 아니오');
  await expect(two).toContainText('허위매물 신고 · 등록 제한 기간(일): 7 → 14');
  await expect(one).toContainText(`v${start} → v${first}`);
  await expect(one).toContainText('일반 올인원 · 기본 기간: 30일 → 60일');
  await expect(one).toContainText('일반 올인원 · 기간별 가격 · 30일: 3,300원 → 3,500원');
  await shot(page, testInfo, 'studio-history');
  await expectNoSeriousA11yViolations(page);

  // Any two versions, compared in the same words.
  await page.getByRole('combobox', { name: '기준 버전' }).click();
  await page
    .getByRole('option', { name: start === 0 ? 'v0 (기본 설정)' : `v${start}`, exact: true })
    .click();
  await page.getByRole('combobox', { name: '비교할 버전' }).click();
  await page.getByRole('option', { name: `v${second}`, exact: true }).click();
  await page.getByRole('button', { name: '비교하기' }).click();
  const result = page.getByTestId('compare-result');
  await expect(result).toContainText(`v${start} → v${second}: 바뀐 항목 4건`);
  await expect(result).toContainText('일반 올인원 · 기본 기간: 30일 → 60일');
  await expect(result).toContainText('/dashboard · 텍스트 공지 · 사용: 예 → 아니오');
  await shot(page, testInfo, 'studio-history-compare');
});

test('an exported version imported: checked, its diff in words, taken as the draft; a bad file changes nothing', async ({
  page,
}, testInfo) => {
  const files = await versionFiles(page.request, start);
  allinone(files).defaultDay = 90;
  files.menus.management.tooltip = '새 광고를 시작해보세요!';

  await page.goto('/studio');
  await expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨', SLOW);
  await expect(page.getByTestId('draft-changes')).toContainText('이 초안이 바꾸는 항목이 없습니다');
  await page.getByTestId('import-input').setInputFiles({
    name: 'config-export.zip',
    mimeType: 'application/zip',
    buffer: zipOf(files),
  });
  const dialog = page.getByRole('dialog', { name: '버전 가져오기' });
  await expect(dialog).toContainText('검사 통과', SLOW);
  await expect(dialog.getByTestId('import-changes')).toContainText(
    '일반 올인원 · 기본 기간: 30일 → 90일',
  );
  await expect(dialog.getByTestId('import-changes')).toContainText(
    '중개관리 메뉴 · 안내 말풍선: ‘매물을 등록하고 광고를 시작해보세요!’ → ‘새 광고를 시작해보세요!’',
  );
  await shot(page, testInfo, 'import-dialog');
  await dialog.getByRole('button', { name: '초안으로 가져오기' }).click();

  // The draft is the imported version now: its changes first thing on the page, then saved.
  const changes = page.getByTestId('draft-changes');
  await expect(changes).toContainText('이 초안이 바꾸는 항목 2건');
  await expect(changes).toContainText('일반 올인원 · 기본 기간: 30일 → 90일');
  await expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨', SLOW);
  await openTab(page, '광고 상품');
  await page.locator('[data-product-key="general_allinone"]').click();
  await expect(page.getByLabel('기본 기간(일)')).toHaveValue('90');
  await shot(page, testInfo, 'imported-draft');

  // A file missing from the archive is named, and the draft stays as it is.
  const { menus: _menus, ...withoutMenus } = files;
  await page.getByTestId('import-input').setInputFiles({
    name: 'broken.zip',
    mimeType: 'application/zip',
    buffer: zipOf(withoutMenus),
  });
  await expect(dialog.getByTestId('import-error')).toContainText('menus.json 파일이 없습니다.');
  await expect(dialog.getByTestId('import-error')).toContainText('지금 초안은 바뀌지 않았습니다.');
  await dialog.getByRole('button', { name: '닫기' }).click();
  await expect(changes).toContainText('이 초안이 바꾸는 항목 2건');

  // Undo brings the draft from before the import back; redo takes the import again.
  await page.getByRole('button', { name: '실행 취소 (Ctrl+Z)' }).click();
  await expect(changes).toContainText('이 초안이 바꾸는 항목이 없습니다');
  await page.keyboard.press('Control+Shift+Z');
  await expect(changes).toContainText('이 초안이 바꾸는 항목 2건');
  await expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨', SLOW);

  // Discarding asks first, then the draft is the active version again (and stays so on reload).
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('button', { name: '초안 버리기' }).click();
  await expect(changes).toContainText('이 초안이 바꾸는 항목이 없습니다');
  await expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨', SLOW);
  await page.reload();
  await expect(page.getByTestId('draft-changes')).toContainText(
    '이 초안이 바꾸는 항목이 없습니다',
    SLOW,
  );
});
