// Issue 26 #2 and #4 in the browser: a listing registered with its address found by search (the
// list shows it), and a claimed gongsil room with its owner's contact turned into a listing
// through 내 매물로 등록 (the form filled from the room). claimlist@ is this file's own office.
import type { Page } from '@playwright/test';
import { fillDisclosures } from './support/disclosures';
import {
  expect,
  expectNoSeriousA11yViolations,
  loginAs,
  shot,
  test,
  waitForHydration,
} from './support/fixtures';

const ACCOUNT = 'claimlist@demo.kr';
const CLAIMED = 53100001;

function inAMonth(): string {
  const d = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
}

async function fillRest(page: Page, title: string) {
  await page.getByLabel(/매물 제목/).fill(title);
  await page.getByRole('textbox', { name: '입주 날짜', exact: true }).fill(inAMonth());
  await page.getByRole('textbox', { name: '입주 날짜', exact: true }).press('Tab');
  // The ad disclosures every listing states (issue 26 #1).
  await fillDisclosures(page, { buildingType: 'MULTI_FAMILY' });
  await page.getByLabel(/상세 설명/).fill('봉천역까지 걸어서 5분입니다.');
}

test('a listing registered with its address found by search is in the list with that address', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginAs(page, ACCOUNT, '/form');
  await expect(page.getByRole('heading', { name: '매물 등록', level: 1 })).toBeVisible();
  await page.getByLabel(/방 종류/).selectOption('ONE_ROOM');
  await page.getByLabel(/전용 면적/).fill('21.5');
  await page.getByLabel(/^해당 층/).fill('2');
  await page.getByLabel(/전체 층수/).fill('4');
  await page.getByRole('radio', { name: '월세' }).check();
  await page.getByLabel(/보증금/).fill('500');
  await page.getByRole('textbox', { name: /^월세/ }).fill('48');

  // Type-ahead: words of the name; the matches by level; the keyboard chooses.
  await page.getByRole('textbox', { name: /주소 검색/ }).click();
  const search = page.getByRole('combobox', { name: /주소 검색/ });
  await search.pressSequentially('신림');
  const options = page.getByRole('listbox').getByRole('option');
  // The district named by the word first, then the others holding it, each with its level.
  await expect(options.first()).toHaveText(/^서울특별시 관악구 신림동/);
  await expect(options.nth(1)).toHaveText(/신림면/);
  await page.getByRole('region', { name: '주소' }).scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'address-search', { fullPage: false });
  await search.fill('');
  await search.pressSequentially('관악 봉천');
  await expect(options.first()).toHaveText(/서울특별시 관악구 봉천동/);
  // The first match is highlighted; down and back up, then Enter chooses it.
  await search.press('ArrowDown');
  await search.press('ArrowUp');
  await search.press('Enter');
  await expect(search).toHaveValue('서울특별시 관악구 봉천동');
  await expect(page.getByText('법정동코드 1162010100')).toBeVisible();
  await page.getByLabel(/상세 주소/).fill('937-12 201호');

  const title = '봉천역 5분 원룸';
  await fillRest(page, title);
  await page.getByRole('button', { name: '매물 등록', exact: true }).click();
  await page.getByTestId('room-registered').getByRole('link', { name: '매물 목록 보기' }).click();
  const row = page.getByTestId('room-row').filter({ hasText: title });
  await expect(row).toContainText('서울특별시 관악구 봉천동 937-12 201호');
});

test("a claimed room shows its owner's contact and the rule, and 내 매물로 등록 fills the form", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginAs(page, ACCOUNT, '/gongsil/list?tab=preempt&page=1&limit=24');
  await expect(
    page.getByText('선점 후 7일 안에 매물로 등록하지 않으면 선점이 자동으로 풀려', {
      exact: false,
    }),
  ).toBeVisible();
  await page.getByRole('button', { name: `매물번호 ${CLAIMED} 상세 보기` }).click();
  const dialog = page.getByRole('dialog', { name: `매물번호 ${CLAIMED}` });
  const owner = dialog.getByRole('region', { name: '집주인 연락처' });
  await expect(owner).toContainText('신집주인');
  await expect(owner).toContainText('010-4821-7730');
  await expect(dialog.getByRole('note')).toContainText(
    '까지 매물로 등록하지 않으면 선점이 풀립니다.',
  );
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await shot(page, testInfo, 'claimed-room', { fullPage: false });

  await dialog.getByRole('link', { name: '내 매물로 등록' }).click();
  await expect(page).toHaveURL(new RegExp(`/form\\?gongsil=${CLAIMED}$`));
  await expect(page.getByText(`공실센터 매물번호 ${CLAIMED}의 정보로 채웠습니다.`)).toBeVisible();
  await expect(page.getByLabel(/방 종류/)).toHaveValue('TWO_ROOM');
  await expect(page.getByRole('radio', { name: '월세' })).toBeChecked();
  await expect(page.getByLabel(/보증금/)).toHaveValue('1000');
  await expect(page.getByRole('textbox', { name: /^월세/ })).toHaveValue('55');
  await expect(page.getByLabel(/전용 면적/)).toHaveValue('33.5');
  await expect(page.getByLabel(/^해당 층/)).toHaveValue('3');
  await expect(page.getByRole('textbox', { name: /주소 검색/ })).toHaveValue(
    '서울특별시 관악구 신림동',
  );
  await expect(page.getByLabel(/상세 주소/)).toHaveValue('1422-5 302호');
  await shot(page, testInfo, 'form-from-claim');

  // Registered, the claim is kept as this listing.
  await page.getByLabel(/전체 층수/).fill('5');
  await fillRest(page, '신림 투룸');
  await page.getByRole('button', { name: '매물 등록', exact: true }).click();
  await expect(page.getByTestId('room-registered')).toBeVisible();
  await page.goto('/gongsil/list?tab=preempt&page=1&limit=24');
  // A rendered page's buttons answer once it has hydrated (docs/ssr.md).
  await waitForHydration(page);
  await page.getByRole('button', { name: `매물번호 ${CLAIMED} 상세 보기` }).click();
  await expect(dialog.getByText('우리 사무소 매물로 등록했습니다', { exact: false })).toBeVisible();
});
