// Issue 23 #4 against the real server: the listing form is kept as a draft per office (values and
// uploaded photos) and offered back after a header link, Back or a reload; leaving asks first;
// a registered listing clears the draft. draft@demo.kr is this spec's own office.
import sharp from 'sharp';
import { pickAddress } from './support/address';
import { fillDisclosures } from './support/disclosures';
import { expect, expectNoSeriousA11yViolations, loginAs, shot, test } from './support/fixtures';

const photo = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#5588aa' } })
    .jpeg()
    .toBuffer();

test('draft@: a half-filled listing survives leaving, Back and a reload, and registering clears it', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await loginAs(page, 'draft@demo.kr', '/form');
  await expect(page.getByRole('heading', { name: '매물 등록', level: 1 })).toBeVisible();
  const title = page.getByLabel(/매물 제목/);
  await title.fill('망원역 5분 투룸');
  await page.getByLabel(/방 종류/).selectOption('TWO_ROOM');
  await page.getByLabel(/층 구분/).selectOption('SEMI_BASEMENT');
  await page.getByLabel(/상세 설명/).fill('망원시장 바로 앞입니다.');
  // The ad disclosures survive with the rest (issue 26 #1): 다세대주택, a 12만원 fee by its lines.
  await fillDisclosures(page, {
    buildingType: 'MULTI_FAMILY',
    rooms: '2',
    fee: '120000',
    includes: ['수도료'],
    lines: { 일반관리비: '100000', 수도료: '20000' },
  });
  await page
    .getByTestId('room-photo-input')
    .setInputFiles([{ name: 'room.jpg', mimeType: 'image/jpeg', buffer: await photo() }]);
  await expect(page.getByTestId('room-photo')).toHaveCount(1);
  await expect(page.getByText(/작성 중인 내용을 이 브라우저에 임시저장했습니다/)).toBeVisible();

  // A header link asks first; declined, the form stays as it is.
  const asked: string[] = [];
  page.once('dialog', (d) => {
    asked.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  await page.getByRole('link', { name: '다방프로 홈으로' }).click();
  await expect(page).toHaveURL(/\/form$/);
  expect(asked).toEqual([expect.stringMatching(/^confirm: 작성 중인 매물 등록 내용이 있습니다/)]);
  await expect(title).toHaveValue('망원역 5분 투룸');

  // Accepted, the broker leaves; Back brings the form with the draft offered.
  page.once('dialog', (d) => void d.accept());
  await page.getByRole('link', { name: '다방프로 홈으로' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // The address changes before the dashboard replaces the form (a transition): wait for it.
  await expect(page.getByRole('heading', { name: '대시보드', level: 1 })).toBeVisible();
  await page.goBack();
  const offer = page.getByRole('region', { name: '작성 중이던 매물' });
  await expect(offer).toContainText("'망원역 5분 투룸'");
  await expect(offer).toContainText('사진 1장도 함께 있습니다.');
  await expect(title).toHaveValue('');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, testInfo, 'draft-offered-back');
  await expectNoSeriousA11yViolations(page, 'main');
  await offer.getByRole('button', { name: '이어서 작성' }).click();
  await expect(title).toHaveValue('망원역 5분 투룸');
  await expect(page.getByLabel(/층 구분/)).toHaveValue('SEMI_BASEMENT');
  await expect(page.getByTestId('room-photo')).toHaveCount(1);
  await shot(page, testInfo, 'draft-resumed');

  // Back/Forward inside the app asks too (the entry after this one is the dashboard); declined,
  // the form and its address stay. (The entry before it is the login page, another document:
  // leaving for it is the browser's own question, as a reload below.)
  page.once('dialog', (d) => {
    asked.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  await page.goForward();
  await expect(page).toHaveURL(/\/form$/);
  expect(asked[1]).toMatch(/^confirm: 작성 중인 매물 등록 내용이 있습니다/);
  await expect(title).toHaveValue('망원역 5분 투룸');
  expect(asked).toHaveLength(2);

  // A reload: the browser asks (beforeunload), and the draft is offered again afterwards.
  page.once('dialog', (d) => {
    asked.push(d.type());
    void d.accept();
  });
  const kept = await page.reload();
  await expect(offer).toBeVisible();
  expect(asked[2]).toBe('beforeunload');
  // A kept draft is told to the server, which leaves /form to the browser: the offer is in its
  // first render, not pushed in above a server-drawn form (src/ssr/render-hints.ts).
  expect(await kept?.text()).toContain('<div id="root"></div>');
  await offer.getByRole('button', { name: '이어서 작성' }).click();
  await expect(page.getByLabel(/^방 수/)).toHaveValue('2');
  await expect(page.getByLabel(/건축물 용도/)).toHaveValue('MULTI_FAMILY');
  await expect(
    page.getByRole('group', { name: '관리비 세부 내역' }).getByLabel('일반관리비'),
  ).toHaveValue('100000');

  // Finished and registered: the draft is gone.
  await page.getByRole('radio', { name: '전세' }).check();
  await page.getByLabel(/보증금/).fill('20000');
  await page.getByLabel(/전용 면적/).fill('40');
  await page.getByLabel(/전체 층수/).fill('4');
  await page.getByRole('textbox', { name: '입주 날짜', exact: true }).fill('30000101');
  await page.getByRole('textbox', { name: '입주 날짜', exact: true }).press('Tab');
  await pickAddress(page, '마포 망원', '서울특별시 마포구 망원동');
  await page.getByRole('button', { name: '매물 등록', exact: true }).click();
  await expect(page.getByTestId('room-registered')).toBeVisible();
  await page.getByRole('button', { name: '매물 하나 더 등록' }).click();
  const empty = await page.reload();
  await expect(page.getByRole('heading', { name: '매물 등록', level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);
  // Nothing kept: the server draws the form again.
  expect(await empty?.text()).toContain('매물 제목');
  expect(await empty?.text()).not.toContain('<div id="root"></div>');
});

test('draft@: a draft the server was not told of is offered once the drawn form has hydrated', async ({
  page,
}) => {
  // A draft kept before the cookie existed, or a browser that dropped it: the server draws the
  // empty form, which hydrates without a mismatch, and then offers the draft.
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await loginAs(page, 'draft@demo.kr', '/form');
  await page.getByLabel(/매물 제목/).fill('합정역 원룸');
  await expect(page.getByText(/작성 중인 내용을 이 브라우저에 임시저장했습니다/)).toBeVisible();
  await page.context().clearCookies({ name: 'listing_draft' });
  page.once('dialog', (d) => void d.accept());
  const drawn = await page.reload();
  expect(await drawn?.text()).toContain('매물 제목');
  const offer = page.getByRole('region', { name: '작성 중이던 매물' });
  await expect(offer).toContainText("'합정역 원룸'");
  expect(errors).toEqual([]);
  // Told now: the next visit is the browser's page, with the offer from its first render.
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'listing_draft'))
    .toBe(true);
  await offer.getByRole('button', { name: '새로 작성' }).click();
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'listing_draft'))
    .toBe(false);
});
