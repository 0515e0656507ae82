// Listings (issue 17) against the real server: register with photos, advertise, edit, end the
// ad, delete; the penalty refused by the server; a new listing waiting when every slot is used,
// then advertised with 광고 시작 once another ad ends.
// Each test logs in to its own demo office (server/test/seed/listings.ts) so other specs' counts
// stay as they are.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { pickAddress } from './support/address';
import { fillDisclosures } from './support/disclosures';
import { expect, expectNoSeriousA11yViolations, loginAs, shot, test } from './support/fixtures';

const photo = (color: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 30/1 0/1' } })
    .toBuffer();

/** A believable move-in date: 30 days from today, typed as the field takes it (yyyymmdd). */
function aboutAMonthFromToday(): string {
  const d = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}${pad(d.getMonth() + 1)}${pad(d.getDate())}`;
}

async function fillForm(page: Page, title: string) {
  await page.getByLabel(/매물 제목/).fill(title);
  await page.getByLabel(/방 종류/).selectOption('OFFICETEL');
  // The account's own position, not a choice.
  await expect(page.getByLabel(/등록자 직책/)).toHaveValue('대표공인중개사');
  await page.getByLabel(/전용 면적/).fill('26.4');
  await expect(page.getByText('약 7.99평')).toBeVisible();
  await page.getByLabel(/^해당 층/).fill('7');
  await page.getByLabel(/전체 층수/).fill('15');
  await page.getByRole('textbox', { name: '입주 날짜', exact: true }).fill(aboutAMonthFromToday());
  await page.getByRole('textbox', { name: '입주 날짜', exact: true }).press('Tab');
  await fillDisclosures(page, { supplyArea: '52.8', parking: '40' });
  await page.getByRole('radio', { name: '월세' }).check();
  await page.getByLabel(/보증금/).fill('1000');
  await page.getByRole('textbox', { name: /^월세/ }).fill('70');
  await pickAddress(page, '강남 역삼', '서울특별시 강남구 역삼동');
  await page.getByLabel(/상세 주소/).fill('736-1 702호');
  await page.getByRole('button', { name: '역세권' }).click();
  await page.getByLabel(/상세 설명/).fill('역삼역 3번 출구에서 걸어서 3분입니다.\n풀옵션입니다.');
}

const dashboardCount = (page: Page, label: string) =>
  page.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');

test('master registers with photos, sees it advertised, edits the price, ends the ad, deletes it', async ({
  page,
}, testInfo) => {
  // The whole life of a listing in one test: registration, photos, list, dashboard, edit, end, delete.
  test.setTimeout(120_000);
  await loginAs(page, 'listings@demo.kr', '/dashboard');
  await expect(dashboardCount(page, '광고중 매물')).toHaveText(/^0/);

  await page.goto('/form');
  await expect(page.getByRole('heading', { name: '매물 등록', level: 1 })).toBeVisible();
  await shot(page, testInfo, 'form-empty');
  await page.getByRole('button', { name: '매물 등록', exact: true }).click();
  await expect(page.getByText('상세 설명을 입력해주세요.')).toBeVisible();
  await expect(page.getByText('날짜를 선택해주세요.')).toBeVisible();
  await shot(page, testInfo, 'form-errors');

  const title = '역삼역 3분 풀옵션 오피스텔';
  await fillForm(page, title);
  await page.getByTestId('room-photo-input').setInputFiles([
    { name: 'first.jpg', mimeType: 'image/jpeg', buffer: await photo('#336699') },
    { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await photo('#996633') },
  ]);
  const tiles = page.getByTestId('room-photo');
  await expect(tiles).toHaveCount(2);
  const [first, second] = await tiles.evaluateAll((els) =>
    els.map((e) => e.getAttribute('data-photo-id')),
  );
  // Keyboard reordering: pick the second photo up, move it left, drop it; it becomes the cover.
  const handle = page.getByRole('button', { name: '사진 2 순서 바꾸기' });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('ArrowLeft');
  // The first tile makes room for the one being moved: shifted right. (At pickup it already has
  // translate3d(0px, 0px, 0px), so any transform is no sign that the move was taken.)
  await expect(tiles.first()).toHaveAttribute('style', /translate3d\([1-9][\d.]*px/);
  await page.keyboard.press('Space');
  await expect(tiles.first()).toHaveAttribute('data-photo-id', second!);
  await expect(tiles.first()).toContainText('대표');
  await expect(tiles.nth(1)).toHaveAttribute('data-photo-id', first!);
  await shot(page, testInfo, 'form-photos');
  await expectNoSeriousA11yViolations(page, 'main');

  await page.getByRole('button', { name: '매물 등록', exact: true }).click();
  const result = page.getByTestId('room-registered');
  await expect(result).toContainText('광고가 시작되었습니다');
  await result.getByRole('link', { name: '매물 목록 보기' }).click();

  const row = page.getByTestId('room-row').filter({ hasText: title });
  await expect(row).toContainText('광고중');
  await expect(row).toContainText('1,000/70');
  await expect(row.getByRole('img', { name: `${title} 대표 사진` })).toBeVisible();
  await expect(page.getByTestId('ad-slots')).toHaveText('광고 슬롯 1/1개 사용중');
  await shot(page, testInfo, 'list');

  await page.goto('/dashboard');
  await expect(dashboardCount(page, '광고중 매물')).toHaveText(/^1/);
  await expect(dashboardCount(page, '등록 매물')).toHaveText(/^1/);

  // Edit: the title opens the listing; the price changes.
  await page.goto('/room/dabang-list');
  await row.getByRole('link', { name: title, exact: true }).click();
  await expect(page.getByRole('heading', { name: '매물 수정', level: 1 })).toBeVisible();
  const rent = page.getByRole('textbox', { name: /^월세/ });
  await expect(rent).toHaveValue('70');
  await expect(page.getByTestId('room-photo')).toHaveCount(2);
  await shot(page, testInfo, 'edit');
  await rent.fill('65');
  await page.getByRole('button', { name: '수정 내용 저장' }).click();
  await expect(page).toHaveURL(/\/room\/dabang-list$/);
  await expect(row).toContainText('1,000/65');

  // End the ad: confirmed, the slot is free again.
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${title} 광고 종료` }).click();
  await expect(row).toContainText('광고종료');
  await expect(page.getByTestId('ad-slots')).toHaveText('광고 슬롯 0/1개 사용중');
  await page.getByRole('button', { name: /^광고종료 1/ }).click();
  await expect(page).toHaveURL(/status=invisible/);
  await expect(page.getByTestId('room-row')).toHaveCount(1);

  // Delete with confirmation.
  page.once('dialog', (d) => void d.accept());
  await row.getByRole('button', { name: `${title} 삭제` }).click();
  await expect(page.getByText('매물을 삭제했습니다.')).toBeVisible();
  await expect(page.getByTestId('room-row')).toHaveCount(0);
});

test('penalty@demo.kr: the server refuses, the form says why and keeps the input', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'penalty@demo.kr', '/form');
  const gate = page.getByRole('dialog', { name: '매물 등록 제한 안내' });
  await expect(gate).toBeVisible();
  await gate.getByRole('button', { name: '닫기' }).last().click();
  await expect(gate).toBeHidden();
  await fillForm(page, '제한 중 등록 시도');
  await page.getByRole('button', { name: '매물 등록', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText('매물 등록이 제한된 상태입니다');
  await expect(page.getByLabel(/매물 제목/)).toHaveValue('제한 중 등록 시도');
  await expect(page.getByRole('textbox', { name: /^월세/ })).toHaveValue('70');
  await shot(page, testInfo, 'form-penalty');
});

test('with every slot used a new listing waits; once a slot is free 광고 시작 advertises it', async ({
  page,
}, testInfo) => {
  await loginAs(page, 'listings-full@demo.kr', '/form');
  const title = '슬롯 없는 사무소의 새 매물';
  await fillForm(page, title);
  await page.getByRole('button', { name: '매물 등록', exact: true }).click();
  const result = page.getByTestId('room-registered');
  await expect(result).toContainText('광고대기로 저장되었습니다');
  await shot(page, testInfo, 'registered-waiting');
  await result.getByRole('link', { name: '매물 목록 보기' }).click();
  const waiting = page.getByTestId('room-row').filter({ hasText: title });
  await expect(waiting).toContainText('광고대기');
  await expect(page.getByTestId('ad-slots')).toHaveText('광고 슬롯 1/1개 사용중');
  const start = waiting.getByRole('button', { name: `${title} 광고 시작` });
  await expect(start).toBeVisible();
  await shot(page, testInfo, 'list-start-ad');

  // No slot is free yet: the server's reason comes as a toast, the listing keeps waiting.
  await start.click();
  await expect(
    page.getByText(
      '남은 광고 슬롯이 없습니다. 광고 상품을 구매하거나 다른 매물의 광고를 종료한 뒤 다시 시도해주세요.',
    ),
  ).toBeVisible();
  await expect(waiting).toContainText('광고대기');

  // End the office's other ad, which frees its slot, then start the waiting one.
  const advertised = page.getByTestId('room-row').filter({ hasText: '광고중' });
  await expect(advertised).toHaveCount(1);
  page.once('dialog', (d) => void d.accept());
  await advertised.getByRole('button', { name: /광고 종료$/ }).click();
  await expect(page.getByTestId('ad-slots')).toHaveText('광고 슬롯 0/1개 사용중');
  await start.click();
  await expect(page.getByText('광고를 시작했습니다.')).toBeVisible();
  await expect(waiting).toContainText('광고중');
  await expect(waiting.getByRole('button', { name: `${title} 광고 시작` })).toHaveCount(0);
  await expect(page.getByTestId('ad-slots')).toHaveText('광고 슬롯 1/1개 사용중');
  await shot(page, testInfo, 'list-started-ad');

  await page.getByRole('link', { name: '광고 상품 구매하기' }).click();
  await expect(page).toHaveURL(/\/product\/purchase$/);
});

test('floors@: a 지하 1층 and a 옥탑 listing are registered as such and listed as B1 and 옥탑', async ({
  page,
}, testInfo) => {
  // Issue 23 #6: "-1" or "B1" in 해당 층 used to become 1층.
  test.setTimeout(120_000);
  await loginAs(page, 'floors@demo.kr', '/form');
  const basement = '흑석역 지하 1층 원룸';
  await fillForm(page, basement);
  await page.getByLabel(/층 구분/).selectOption('BASEMENT');
  const floor = page.getByLabel(/^해당 층/);
  await floor.fill('');
  // A sign typed out of habit is not a digit: the level stays 1, and 지하 makes it B1.
  await floor.pressSequentially('-1');
  await expect(floor).toHaveValue('1');
  await expect(page.getByText('지하 1층이면 1을 입력하세요.')).toBeVisible();
  // The header is sticky: from the top, it covers nothing of the fields in the full-page shot.
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, testInfo, 'form-basement');
  await page.getByRole('button', { name: '매물 등록', exact: true }).click();
  await expect(page.getByTestId('room-registered')).toBeVisible();

  await page.getByRole('button', { name: '매물 하나 더 등록' }).click();
  const rooftop = '흑석동 옥탑방';
  await fillForm(page, rooftop);
  await page.getByLabel(/층 구분/).selectOption('ROOFTOP');
  await expect(page.getByLabel(/^해당 층/)).toHaveCount(0);
  await page.getByRole('button', { name: '매물 등록', exact: true }).click();
  await page.getByTestId('room-registered').getByRole('link', { name: '매물 목록 보기' }).click();

  // The sixth column: after the row's selection checkbox (issue 26 #3), the photo, the number,
  // the title and the type.
  const floorCell = (title: string) =>
    page.getByTestId('room-row').filter({ hasText: title }).getByRole('cell').nth(5);
  await expect(page.getByRole('columnheader').nth(5)).toHaveText('층');
  await expect(floorCell(basement)).toHaveText('B1/15층');
  await expect(floorCell(rooftop)).toHaveText('옥탑/15층');
  await shot(page, testInfo, 'list-basement-floor');

  // Opened again, the listing is still 지하 1층.
  await page.getByRole('link', { name: basement, exact: true }).click();
  await expect(page.getByLabel(/층 구분/)).toHaveValue('BASEMENT');
  await expect(page.getByLabel(/^해당 층/)).toHaveValue('1');
});
