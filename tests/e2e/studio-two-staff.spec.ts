import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, loginAs, shot } from './support/fixtures';

// Two staff members, each in their own browser, edit the config from the same version (issue 22,
// point 7): changes to different fields are both kept without asking; the same field changed by
// both is shown side by side in Korean and chosen per field. Every save and publish runs the
// server's whole checker: allow for a busy machine.
test.describe.configure({ timeout: 180_000 });

const API = '/api/v2';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };
const SLOW = { timeout: 30_000 };
const KEY = 'general_allinone';

async function activeVersion(request: APIRequestContext): Promise<number> {
  return (await (await request.get(`${API}/config`)).json()).result.version as number;
}

/** The product as the active version has it (the studio's view of the version's files). */
async function activeProduct(request: APIRequestContext) {
  const v = await activeVersion(request);
  const files = (await (await request.get(`${API}/studio/config/versions/${v}`)).json()).result
    .files;
  return (files.products.products as { key: string; label: string; defaultDay: number }[]).find(
    (p) => p.key === KEY,
  )!;
}

/** This staff member's draft back on `version`'s files (the rollback's own way to restart). */
async function resetDraft(request: APIRequestContext, version: number) {
  const active = await activeVersion(request);
  const files = (await (await request.get(`${API}/studio/config/versions/${version}`)).json())
    .result.files;
  const draft = await request.get(`${API}/studio/config/draft`);
  const put = await request.put(`${API}/studio/config/draft`, {
    headers: { ...H, 'If-Match': draft.headers()['etag'] ?? '' },
    data: { baseVersion: active, files },
  });
  expect(put.status(), await put.text()).toBe(200);
}

const savedStatus = (page: Page) =>
  expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨', SLOW);

async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true', {
    timeout: 20_000,
  });
}

async function openProduct(page: Page) {
  await openTab(page, '광고 상품');
  await page.locator(`[data-product-key="${KEY}"]`).click();
  await expect(page.locator(`[data-product-key="${KEY}"]`)).toHaveAttribute('aria-current', 'true');
}

async function publish(page: Page, note: string, version: number) {
  await openTab(page, '비교·게시·이력');
  await page.getByLabel('게시 메모').fill(note);
  await page.getByRole('button', { name: '게시하기' }).click();
  await expect(page.getByText(`버전 v${version}을(를) 게시했습니다`, { exact: false })).toBeVisible(
    SLOW,
  );
}

test('two staff: different fields are both kept; the same field is chosen side by side', async ({
  page: staff,
  browser,
}, testInfo) => {
  const editorContext = await browser.newContext();
  const editor = await editorContext.newPage();
  await loginAs(staff, 'staff@demo.kr', null);
  // Both staff edit and publish: preview@ holds every studio role (editor@ only edits).
  await loginAs(editor, 'preview@demo.kr', null);
  const start = await activeVersion(staff.request);
  const original = await activeProduct(staff.request);
  try {
    // Both open the draft from the same version.
    await resetDraft(staff.request, start);
    await resetDraft(editor.request, start);
    for (const p of [staff, editor]) {
      await p.goto('/studio?section=catalogue');
      await expect(p.getByTestId('studio-versions')).toContainText(`기준 버전 v${start}`);
      await openProduct(p);
    }

    // The editor publishes a new default period.
    await editor.getByLabel('기본 기간(일)').fill('60');
    await savedStatus(editor);
    await publish(editor, '편집자: 기본 기간 60일', start + 1);
    expect(await activeVersion(staff.request)).toBe(start + 1);

    // Staff, still on the old version, renames the product: a different field. The save is
    // merged onto the editor's version without asking, and the studio says so.
    await staff.getByLabel('상품 이름').fill('스태프 올인원');
    const merged = staff.getByTestId('draft-merged');
    await expect(merged).toContainText(`v${start + 1}의 변경을 이 초안에 합쳤습니다`, SLOW);
    await expect(staff.getByLabel('기본 기간(일)')).toHaveValue('60');
    await expect(staff.getByLabel('상품 이름')).toHaveValue('스태프 올인원');
    await expect(staff.getByTestId('studio-versions')).toContainText(`기준 버전 v${start + 1}`);
    await shot(staff, testInfo, 'staff-draft-merged');
    await publish(staff, '스태프: 상품 이름 변경', start + 2);
    expect(await activeVersion(staff.request)).toBe(start + 2);
    // Both changes are in the active version.
    expect(await activeProduct(staff.request)).toMatchObject({
      label: '스태프 올인원',
      defaultDay: 60,
    });

    // Now both change the same field. The editor's draft rests on its own publish: its save
    // merges staff's rename in, and it publishes 90 days.
    await openProduct(editor);
    await editor.getByLabel('기본 기간(일)').fill('90');
    await expect(editor.getByTestId('draft-merged')).toContainText(
      `v${start + 2}의 변경을 이 초안에 합쳤습니다`,
      SLOW,
    );
    await publish(editor, '편집자: 기본 기간 90일', start + 3);
    expect(await activeVersion(staff.request)).toBe(start + 3);

    // Staff sets 30 days on the version before: the save stops at that field.
    await openProduct(staff);
    await staff.getByLabel('기본 기간(일)').fill('30');
    const conflict = staff.getByTestId('draft-conflict');
    await expect(conflict).toContainText(
      `다른 사용자가 v${start + 3}에서 같은 항목을 바꿨습니다`,
      SLOW,
    );
    await expect(staff.getByTestId('draft-status')).toHaveText('같은 항목 충돌');
    // The field and its values in the words of the schema (title and unit, spec/config).
    const field = conflict.getByRole('group', { name: '스태프 올인원 · 기본 기간' });
    await expect(field).toContainText(`처음 값 (v${start + 2})60일`);
    const mine = field.getByRole('radio', { name: /내 값\s*30일/ });
    const theirs = field.getByRole('radio', {
      name: new RegExp(`다른 사용자 값 \\(v${start + 3}\\)\\s*90일`),
    });
    await expect(theirs).toBeVisible();
    await expect(conflict.getByRole('button', { name: '고른 값으로 저장' })).toBeDisabled();
    await conflict.scrollIntoViewIfNeeded();
    await shot(staff, testInfo, 'staff-conflict-side-by-side');

    await mine.check();
    await conflict.getByRole('button', { name: '고른 값으로 저장' }).click();
    await expect(conflict).toHaveCount(0, SLOW);
    await savedStatus(staff);
    await expect(staff.getByTestId('studio-versions')).toContainText(`기준 버전 v${start + 3}`);
    await publish(staff, '스태프: 기본 기간 30일로 결정', start + 4);
    expect(await activeProduct(staff.request)).toMatchObject({
      label: '스태프 올인원',
      defaultDay: 30,
    });
    await openTab(staff, '비교·게시·이력');
    const history = staff.getByTestId('version-history');
    for (const [i, note] of [
      '편집자: 기본 기간 60일',
      '스태프: 상품 이름 변경',
      '편집자: 기본 기간 90일',
      '스태프: 기본 기간 30일로 결정',
    ].entries())
      await expect(history.locator(`tr[data-version="${start + 1 + i}"]`)).toContainText(note);
    // The publish notices have gone: nothing covers the page in the picture.
    await expect(staff.getByText(/게시했습니다\./)).toHaveCount(0, SLOW);
    await shot(staff, testInfo, 'staff-history');
    // A version's own changes, from the version it was published on.
    await history.getByRole('button', { name: `v${start + 4} 변경 내용 보기` }).click();
    const changes = staff.getByRole('dialog', {
      name: `v${start + 4} 변경 내용 (v${start + 3}와 비교)`,
    });
    const products = changes.getByTestId('diff-products');
    await expect(products.locator('[data-kind="removed"]')).toContainText(['"defaultDay": 90']);
    await expect(products.locator('[data-kind="added"]')).toContainText(['"defaultDay": 30']);
    // The dialog has finished fading in before the picture.
    await staff.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running'),
    );
    await shot(staff, testInfo, 'staff-version-changes');
    await changes.getByRole('button', { name: '닫기' }).click();
  } finally {
    // The portal as this test found it, for the specs that run after it on the same server.
    if ((await activeVersion(staff.request)) !== start) {
      const r = await staff.request.post(`${API}/studio/config/rollback`, {
        headers: H,
        data: { version: start },
      });
      expect(r.status(), await r.text()).toBe(200);
    }
    await resetDraft(staff.request, start);
    await resetDraft(editor.request, start);
    await editorContext.close();
    expect((await activeProduct(staff.request)).label).toBe(original.label);
  }
});
