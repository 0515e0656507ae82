import { test, expect, loginAs, shot } from './support/fixtures';
import { sentSms } from './support/sms-log';

// Issue 27 #2 on nosign@'s office (a master working alone), so no other spec's office changes:
// the master invites a member, who sets a password with the texted code, signs in, is
// deactivated by the master and can no longer sign in.
const run = Date.now().toString(36);
const MEMBER = { name: '정직원', email: `staff-${run}@demo.kr`, phone: '010-7777-8888' };
const PASSWORD = 'staffpass1';

test('a staff member is invited, sets a password with the code, signs in, is deactivated and cannot sign in', async ({
  page,
  browser,
}, testInfo) => {
  await loginAs(page, 'nosign@demo.kr', '/account/sub-user');
  await page.getByRole('button', { name: '직원 초대' }).click();
  const invite = page.getByRole('dialog', { name: '소속 직원 초대' });
  await invite.getByLabel(/이름/).fill(MEMBER.name);
  await invite.getByLabel(/이메일/).fill(MEMBER.email);
  await invite.getByLabel(/휴대폰 번호/).fill(MEMBER.phone);
  await invite.getByLabel(/직책/).selectOption({ label: '소속공인중개사' });
  await invite.getByRole('button', { name: '초대 문자 보내기' }).click();
  await expect(page.getByText(`${MEMBER.name}님에게 초대 문자를 보냈습니다.`)).toBeVisible();
  const row = page.getByTestId(`staff-row-${MEMBER.email}`);
  await expect(row).toContainText('초대됨');
  await expect(page.getByRole('table', { name: '직원별 대표 전용 업무 권한' })).toContainText(
    '상품 주문·결제',
  );
  await shot(page, testInfo, '1-invited');

  // The invitee's phone got the code (the e2e server logs codes).
  const sms = sentSms().filter((m) => m.purpose === 'STAFF_INVITE' && m.to === '01077778888');
  const code = /(\d{6})/.exec(sms.at(-1)!.body)![1]!;

  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto('/staff-invite');
  await staff.getByLabel('초대받은 이메일').fill(MEMBER.email);
  await staff.getByLabel('인증번호').fill(code);
  // The required fields' labels carry a mark after the word: the form's ids name them.
  await staff.locator('#invite-newPassword').fill(PASSWORD);
  await staff.locator('#invite-confirmPassword').fill(PASSWORD);
  await shot(staff, testInfo, '2-set-password');
  await staff.getByRole('button', { name: '비밀번호 설정' }).click();
  await expect(staff.getByText('비밀번호를 설정했습니다. 로그인해주세요.')).toBeVisible();
  await expect(staff).toHaveURL(/\/login$/);

  const signIn = async () => {
    await staff.getByLabel('이메일').fill(MEMBER.email);
    await staff.getByLabel('비밀번호', { exact: true }).fill(PASSWORD);
    await staff.locator('main').getByRole('button', { name: '로그인' }).click();
  };
  await signIn();
  await expect(staff).toHaveURL(/\/dashboard$/);
  await shot(staff, testInfo, '3-staff-signed-in', { fullPage: false });

  await page.reload();
  await expect(row).toContainText('사용 중');
  await row.getByRole('button', { name: `${MEMBER.name} 비활성화` }).click();
  const leave = page.getByRole('dialog', { name: `${MEMBER.name} 계정 비활성화` });
  await expect(leave).toContainText('이 직원이 등록한 매물은 없습니다.');
  await leave.getByRole('button', { name: '비활성화' }).click();
  await expect(page.getByText(`${MEMBER.name} 계정을 비활성화했습니다.`)).toBeVisible();
  await expect(row).toContainText('비활성화');
  await shot(page, testInfo, '4-deactivated');

  // The member's open session ended with the deactivation; signing in again is refused.
  await staff.goto('/account/user');
  await expect(staff).toHaveURL(/\/login/);
  await signIn();
  await expect(staff.getByRole('alert')).toContainText('비활성화된 계정입니다');
  await expect(staff).toHaveURL(/\/login/);
  await shot(staff, testInfo, '5-login-refused', { fullPage: false });
  await staffContext.close();
});
