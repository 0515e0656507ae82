// The studio's editors end to end: product staff reorder and switch popup steps, see who gets
// them, send the change for review (a popup chain change needs another staff member's approval),
// and once it is published a broker sees the new order; broken conditions are refused with the
// field marked. editor@demo.kr (the editor role only) has its own draft; the active config is
// rolled back to the version found at the start afterwards, so later specs see what they expect.
import { request, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  test,
  expect,
  expectNoSeriousA11yViolations,
  forceApi,
  loginAs,
  shot,
  DEMO_PASSWORD,
} from './support/fixtures';
import { apiAs, approve, publishRequest } from './support/review';
import { pickAccount } from './support/studio';

const EDITOR = 'editor@demo.kr';
const H = { 'App-Platform': 'web', 'Content-Type': 'application/json' };

let api: APIRequestContext;
let startVersion: number;
let portal: string;

async function result<T>(res: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { result: T }).result;
}

const activeVersion = async () =>
  (await result<{ activeVersion: number }>(await api.get('/api/v2/studio/config/versions?limit=1')))
    .activeVersion;

/** The editor's draft starts as the active version, whatever an earlier attempt left. */
async function resetDraft() {
  const version = await activeVersion();
  const { files } = await result<{ files: unknown }>(
    await api.get(`/api/v2/studio/config/versions/${version}`),
  );
  await result(
    await api.put('/api/v2/studio/config/draft', {
      headers: H,
      data: { baseVersion: version, files },
    }),
  );
}

test.beforeAll(async ({ baseURL }) => {
  portal = baseURL!;
  api = await request.newContext({ baseURL });
  await result(
    await api.post('/api/v2/user/login', {
      headers: H,
      data: { email: EDITOR, password: DEMO_PASSWORD },
    }),
  );
  startVersion = await activeVersion();
});

test.afterAll(async () => {
  // Later specs expect the config found at the start: publish it again when it changed (a
  // rollback is a publisher's).
  if ((await activeVersion()) !== startVersion) {
    const publisher = await apiAs(portal, 'publisher@demo.kr');
    await result(
      await publisher.post('/api/v2/studio/config/rollback', {
        headers: H,
        data: { version: startVersion },
      }),
    );
    await publisher.dispose();
  }
  await resetDraft();
  await api.dispose();
});

// Each test walks several screens of the studio (and the broker's dashboard) on a shared machine.
test.describe.configure({ timeout: 120_000 });

test.beforeEach(async ({ context }) => {
  await resetDraft();
  // Event and notice pages are external; answer them locally.
  await context.route(/^https:\/\/example\.kr\//, (r) =>
    r.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
});

async function openChainEditor(page: Page) {
  await loginAs(page, EDITOR, '/studio?section=chain');
  await expect(page.getByRole('heading', { name: 'startup 체인 · /dashboard' })).toBeVisible();
  return page.getByRole('region', { name: 'startup 체인 · /dashboard' });
}

/** What a screen reader hears from the chain's drag-and-drop live region. */
const announced = (page: Page, text: string) =>
  expect(page.getByRole('status').filter({ hasText: text })).toHaveCount(1);

/**
 * Moves a step from the keyboard as a user does, each key after the screen answered the one
 * before: lift with Space, one arrow at a time until the announced place is reached, drop with
 * Space once the step is announced over its new place.
 */
async function moveByKeyboard(page: Page, region: Locator, step: string, from: number, to: number) {
  const handle = region.getByRole('button', { name: `${step} 순서 옮기기` });
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  // The lifted handle shows pressed at once, but dnd-kit's keyboard sensor starts listening for
  // arrows only in a timer it sets while lifting, and Chromium handles a key before pending
  // timers: an arrow sent right away is lost (the flake after the mouse drag). A timer set now
  // runs after the sensor's (same delay, queued later), so once it has run the arrows are heard.
  await handle.evaluate(() => new Promise((resolve) => setTimeout(resolve)));
  const by = to > from ? 1 : -1;
  for (let n = from + by; n !== to + by; n += by) {
    await page.keyboard.press(by > 0 ? 'ArrowDown' : 'ArrowUp');
    await announced(page, `${step} 항목이 ${n}번째 자리에 있습니다.`);
  }
  await page.keyboard.press('Space');
  await announced(page, `${step} 항목을 ${to}번째에 놓았습니다.`);
  await expect(handle).not.toHaveAttribute('aria-pressed', 'true');
}

const draftSaved = (page: Page) =>
  expect(page.getByTestId('draft-status')).toHaveText('초안 저장됨');

test('staff move the role step first and turn the image notice off; chain@demo.kr gets the new order', async ({
  page,
  browser,
}, testInfo) => {
  const startup = await openChainEditor(page);
  const order = () =>
    startup.getByRole('listitem').evaluateAll((li) => li.map((e) => e.getAttribute('data-step')));
  expect(await order()).toEqual([
    'text-notice',
    'image-notice',
    'role',
    'contact-method',
    'verify-tel',
    'no-item',
  ]);

  // Keyboard: lift the handle with Space, two steps up, drop with Space.
  await moveByKeyboard(page, startup, '직책 선택', 3, 1);
  await expect
    .poll(order)
    .toEqual(['role', 'text-notice', 'image-notice', 'contact-method', 'verify-tel', 'no-item']);

  // Drag with the mouse too: the no-item step onto the verify-tel step and back again.
  const handle = startup.getByRole('button', { name: '상품 없음 안내 순서 옮기기' });
  await handle.scrollIntoViewIfNeeded();
  const from = (await handle.boundingBox())!;
  const rowFrom = (await startup.getByRole('listitem', { name: '상품 없음 안내' }).boundingBox())!;
  const rowTo = (await startup.getByRole('listitem', { name: '휴대폰 번호 인증' }).boundingBox())!;
  const [x, y] = [from.x + from.width / 2, from.y + from.height / 2];
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y - 10, { steps: 5 });
  // Move the row by the distance between the two rows, so it lands on verify-tel's place.
  await page.mouse.move(x, y + rowTo.y - rowFrom.y, { steps: 10 });
  await page.mouse.up();
  await announced(page, '상품 없음 안내 항목을 5번째에 놓았습니다.');
  await expect
    .poll(order)
    .toEqual(['role', 'text-notice', 'image-notice', 'contact-method', 'no-item', 'verify-tel']);
  // Back down from the keyboard, right after the mouse drop.
  await moveByKeyboard(page, startup, '상품 없음 안내', 5, 6);
  await expect
    .poll(order)
    .toEqual(['role', 'text-notice', 'image-notice', 'contact-method', 'verify-tel', 'no-item']);

  await startup
    .getByRole('listitem', { name: '이미지 공지' })
    .getByRole('checkbox', { name: '사용' })
    .uncheck();
  await draftSaved(page);

  // Who sees it, for chain@demo.kr.
  await pickAccount(page, 'chain@demo.kr');
  const table = page.getByRole('table', { name: 'startup 체인 · /dashboard' });
  await expect(table.getByRole('row', { name: /^이미지 공지/ })).toContainText('사용 안 함');
  await expect(table.getByRole('row', { name: /^직책 선택/ })).toContainText('보임');
  await expect(table.getByRole('row', { name: /^직책 선택/ })).toContainText('userRoleType = null');
  await shot(page, testInfo, 'chain-editor-who-sees-it');
  await expectNoSeriousA11yViolations(page);

  // A popup chain change needs review: the editor sends a request (after the same checks as a
  // publish: give a busy machine time), approver@ approves it and publisher@ publishes it.
  await page.getByRole('tab', { name: '비교·게시·이력' }).click();
  const form = page.getByTestId('review-request-form');
  await expect(form.getByRole('list', { name: '검토가 필요한 변경' })).toContainText('팝업 체인');
  await form.getByLabel('요청 메모').fill('직책 선택을 맨 앞으로, 이미지 공지 끔');
  await form.getByRole('button', { name: '검토 요청 보내기' }).click();
  const request = page.getByTestId('approval-view');
  await expect(request).toContainText('검토 대기', { timeout: 60_000 });
  const id = Number(new URL(page.url()).searchParams.get('request'));
  await approve(portal, id);
  const publisher = await apiAs(portal, 'publisher@demo.kr');
  const version = await publishRequest(publisher, id);
  await publisher.dispose();
  expect(version).toBeGreaterThan(startVersion);
  await page.reload();
  await expect(request).toContainText(`버전 v${version}(으)로 게시되었습니다.`, {
    timeout: 30_000,
  });
  await shot(page, testInfo, 'chain-published');

  // The broker, in a fresh browser: the role popup comes first and no image notice follows.
  const context = await browser.newContext();
  const broker = await context.newPage();
  await context.route(/^https:\/\/example\.kr\//, (r) =>
    r.fulfill({ status: 200, contentType: 'text/html', body: '' }),
  );
  // Keep the shared seed intact: the role answer is forced (popups.spec covers the real call).
  await forceApi(broker, '/agent/set-role2', 200, { result: true }, 'POST');
  await loginAs(broker, 'chain@demo.kr', '/dashboard');
  const role = broker.getByRole('dialog', { name: '직책 선택' });
  await expect(role).toBeVisible();
  await expect(broker.getByRole('dialog')).toHaveCount(1);
  await shot(broker, testInfo, 'broker-role-first');
  await role.getByLabel('대표공인중개사').check();
  await role.getByRole('button', { name: '선택 완료' }).click();
  // Then the text notices, each closed; next comes contact method, not an image notice.
  const notices = (
    (await (await broker.request.get('/api/v2/notice/popup?type=1')).json()) as {
      result: { title: string }[];
    }
  ).result;
  expect(notices.length).toBeGreaterThan(0);
  for (const n of notices) {
    const d = broker.getByRole('dialog', { name: n.title });
    await expect(d).toBeVisible();
    await d.getByRole('button', { name: '닫기' }).click();
  }
  await expect(broker.getByRole('dialog', { name: '연락 방법 설정' })).toBeVisible();
  await expect(broker.getByRole('dialog')).toHaveCount(1);
  await shot(broker, testInfo, 'broker-no-image-notice');
  await context.close();
});

test('a broken condition and an unknown session field are refused at publish, each field marked', async ({
  page,
}, testInfo) => {
  const before = await activeVersion();
  const startup = await openChainEditor(page);
  const verify = startup.getByRole('textbox', { name: '휴대폰 번호 인증 표시 조건' });
  await verify.fill('isMaster &&');
  await expect(
    startup.getByText('조건식의 문법이 올바르지 않습니다 (Unexpected token: EOF)'),
  ).toBeVisible();
  await verify.blur();
  const noItem = startup.getByRole('textbox', { name: '상품 없음 안내 표시 조건' });
  await noItem.fill('isMaster && isRich');
  await expect(startup.getByText('알 수 없는 세션 항목 isRich을(를) 사용했습니다')).toBeVisible();
  await noItem.blur();
  await draftSaved(page);

  // The editor's way on is a review request: refused like a publish, with every problem.
  await page.getByRole('tab', { name: '비교·게시·이력' }).click();
  const form = page.getByTestId('review-request-form');
  await form.getByLabel('요청 메모').fill('잘못된 조건');
  await form.getByRole('button', { name: '검토 요청 보내기' }).click();
  const refused = page.getByTestId('review-request-problems');
  await expect(refused).toBeVisible();
  await expect(refused).toContainText(
    'popup-chain.json /chains/0/steps/4/when — 조건식의 문법이 올바르지 않습니다',
  );
  await expect(refused).toContainText(
    'popup-chain.json /chains/0/steps/5/when — 알 수 없는 세션 항목 isRich을(를) 사용했습니다',
  );
  expect(await activeVersion()).toBe(before);
  await shot(page, testInfo, 'publish-refused');

  // From the problem list to the field: the chain tab opens with the field marked and focused.
  await page
    .getByTestId('problem-summary')
    .getByRole('button', { name: '항목으로 이동' })
    .last()
    .click();
  const field = page.getByRole('textbox', { name: '상품 없음 안내 표시 조건' });
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: '휴대폰 번호 인증 표시 조건' })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await shot(page, testInfo, 'chain-fields-marked');
});

test('menus, messages, UI constants and the preview work under the CSP', async ({
  page,
}, testInfo) => {
  const csp: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|unsafe-eval|EvalError/i.test(m.text())) csp.push(m.text());
  });
  await loginAs(page, EDITOR, '/studio?section=menus');
  await expect(page.getByRole('region', { name: '중개관리' })).toBeVisible();
  await shot(page, testInfo, 'menus-editor');

  await page.getByRole('tab', { name: '문구' }).click();
  await page.getByRole('searchbox', { name: '문구 검색' }).fill('보지 않기');
  const days = page.getByRole('textbox', { name: 'popups.dismissDays' });
  await days.fill('며칠간 보지 않기');
  await days.blur();
  await expect(page.getByText('원본의 자리표시자 {n}가 빠졌습니다.')).toBeVisible();
  await shot(page, testInfo, 'messages-editor');

  await page.getByRole('tab', { name: '화면 상수' }).click();
  const banDays = page.locator('#studio-ui__reports__banDays');
  await banDays.fill('-1');
  await banDays.blur();
  await expect(page.getByText('1 이상이어야 합니다').first()).toBeVisible();
  await expect(banDays).toHaveAttribute('aria-invalid', 'true');
  await shot(page, testInfo, 'ui-constants');

  await page.getByRole('tab', { name: '미리보기' }).click();
  await pickAccount(page, 'chain@demo.kr');
  await expect(page.getByText('chain@demo.kr 계정으로 본 화면')).toBeVisible();
  // The preview frame renders the real broker header with the draft (tests/e2e/studio-preview).
  await expect(
    page
      .frameLocator('iframe[title="초안 미리보기 화면"]')
      .getByRole('navigation', { name: '주 메뉴' }),
  ).toContainText('중개관리', { timeout: 20_000 });
  await shot(page, testInfo, 'preview');
  expect(csp).toEqual([]);
});
