import { test, expect, loginAs, shot, expectNoSeriousA11yViolations } from './support/fixtures';

// Own office (server/test/seed/notifications.ts): notify@ has one advertised listing and no
// notification yet.

test('an inquiry arriving while the page is open shows in the notification centre, then is read', async ({
  page,
  request,
}, testInfo) => {
  await loginAs(page, 'notify@demo.kr', '/dashboard');
  const bell = page.getByRole('button', { name: '알림, 읽지 않은 알림 0건' });
  await expect(bell).toBeVisible();

  const list = await page.request.get('/api/v2/room/dabang-list?status=public');
  const roomsSeq: number = (await list.json()).result.items[0].roomsSeq;

  // A customer asks from the consumer app (a guest call, not this page).
  const asked = await request.post('/api/v2/inquiry', {
    headers: { 'App-Platform': 'web', 'Content-Type': 'application/json' },
    data: {
      roomId: roomsSeq,
      channel: 'talk',
      customerName: '한소희',
      customerPhone: '010-5555-1212',
      message: '주말에 방 보러 가도 될까요?',
    },
  });
  expect(asked.status()).toBe(200);

  // Live: no reload, within 5 s; the unread-inquiry badge follows too.
  const ringing = page.getByRole('button', { name: '알림, 읽지 않은 알림 1건' });
  await expect(ringing).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('link', { name: /읽지 않은 문의 1건/ })).toBeVisible();

  await ringing.click();
  const panel = page.getByRole('dialog', { name: '알림' });
  const item = panel.getByRole('listitem').first();
  await expect(item).toContainText(`한소희 님이 매물번호 ${roomsSeq}에 문의했습니다.`);
  await expect(item).toContainText('읽지 않음');
  await expectNoSeriousA11yViolations(page, '[role="dialog"]');
  await shot(page, testInfo, 'notification-centre-open');

  await item.getByRole('button').click();
  await expect(item).not.toContainText('읽지 않음');
  await page.keyboard.press('Escape');
  await expect(bell).toBeVisible();
});
