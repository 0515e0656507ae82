// @vitest-environment node
// Broker journeys on the server: open and answer inquiries (chat and text), the SMS outbox,
// phone verification limits. Uses the journey demo offices (server/test/seed/journeys.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
const cookies: Record<string, string> = {};
let logLines: string[] = [];

beforeAll(async () => {
  vi.spyOn(console, 'info').mockImplementation((line: unknown) => {
    logLines.push(String(line));
  });
  // The phone's code, as an operator trying the demo sees it in the log (server/lib/sms.ts).
  vi.stubEnv('SMS_LOG_CODES', '1');
  ({ app, cleanup } = await freshApp('journeys-iv'));
  for (const e of ['inquiry', 'verify', 'master']) cookies[e] = await login(app, `${e}@demo.kr`);
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await app?.close();
  cleanup?.();
});

async function call(op: string, as: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const r = await app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...H, cookie: cookies[as]! },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = r.json();
  expect(validateResponse(op, r.statusCode, json)).toBeNull();
  return { status: r.statusCode, json };
}

const unread = async (as: string) =>
  (await call('getDashboardSummary', as, 'GET', '/dashboard/summary')).json.result
    .unreadInquiryCount as number;

async function firstUnread(tab: 'talk' | 'sms'): Promise<number> {
  const list = await call('getInquiryList', 'inquiry', 'GET', `/inquiry/${tab}`);
  const item = (list.json.result.items as { inquirySeq: number; isRead: boolean }[]).find(
    (i) => !i.isRead,
  );
  return item!.inquirySeq;
}

const outbox = (purpose: string) =>
  app.db.query<{ to_phone: string; body: string }>(
    'SELECT to_phone, body FROM sms_outbox WHERE purpose = $1 ORDER BY id',
    [purpose],
  );

describe('inquiries', () => {
  it('reading an inquiry (GET) changes nothing; marking it read (POST) drops the unread count by one', async () => {
    const before = await unread('inquiry');
    expect(before).toBe(4);
    const id = await firstUnread('talk');
    const r = await call('getInquiryDetail', 'inquiry', 'GET', `/inquiry/talk/${id}`);
    expect(r.status).toBe(200);
    expect(r.json.result.isRead).toBe(false);
    expect(r.json.result.thread).toHaveLength(1);
    expect(r.json.result.thread[0].sender).toBe('CUSTOMER');
    expect(await unread('inquiry')).toBe(before);

    const read = await call('postInquiryRead', 'inquiry', 'POST', `/inquiry/talk/${id}/read`);
    expect(read).toMatchObject({ status: 200, json: { result: { isRead: true } } });
    expect(await unread('inquiry')).toBe(before - 1);
    const after = await call('getInquiryDetail', 'inquiry', 'GET', `/inquiry/talk/${id}`);
    expect(after.json.result.isRead).toBe(true);
    // Marking it again changes nothing; another office's inquiry, or another channel, is 404.
    await call('postInquiryRead', 'inquiry', 'POST', `/inquiry/talk/${id}/read`);
    expect(await unread('inquiry')).toBe(before - 1);
    for (const [as, url] of [
      ['master', `/inquiry/talk/${id}/read`],
      ['inquiry', `/inquiry/sms/${id}/read`],
    ] as const)
      expect((await call('postInquiryRead', as, 'POST', url)).status).toBe(404);
  });

  it('a chat answer joins the thread and sends no text message', async () => {
    const id = await firstUnread('talk');
    const r = await call('postInquiryAnswer', 'inquiry', 'POST', `/inquiry/talk/${id}/answer`, {
      message: '  네, 주차 한 대 가능합니다.  ',
    });
    expect(r.status).toBe(200);
    expect(r.json.result.thread.map((m: { sender: string }) => m.sender)).toEqual([
      'CUSTOMER',
      'AGENT',
    ]);
    expect(r.json.result.thread[1].body).toBe('네, 주차 한 대 가능합니다.');
    expect(await outbox('INQUIRY_ANSWER')).toEqual([]);
  });

  it('a text answer goes through the SMS adapter: outbox row and one "SMS " log line', async () => {
    const id = await firstUnread('sms');
    const detail = await call('getInquiryDetail', 'inquiry', 'GET', `/inquiry/sms/${id}`);
    const phone = detail.json.result.customerPhone as string;
    expect(phone).toMatch(/^010-\d{4}-\d{4}$/);
    logLines = [];
    const r = await call('postInquiryAnswer', 'inquiry', 'POST', `/inquiry/sms/${id}/answer`, {
      message: '토요일 오전 10시에 뵙겠습니다.',
    });
    expect(r.status).toBe(200);
    const sent = await outbox('INQUIRY_ANSWER');
    expect(sent).toEqual([
      {
        to_phone: phone.replace(/-/g, ''),
        body: '[서초반포공인중개사사무소] 토요일 오전 10시에 뵙겠습니다.',
      },
    ]);
    expect(logLines.filter((l) => l.startsWith('SMS '))).toHaveLength(1);
    expect(logLines[0]).toContain('purpose=INQUIRY_ANSWER');
  });

  it('rejects blank answers and other offices, channels and ids with Korean 4xx', async () => {
    const id = await firstUnread('sms');
    const blank = await call('postInquiryAnswer', 'inquiry', 'POST', `/inquiry/sms/${id}/answer`, {
      message: '   ',
    });
    expect(blank).toMatchObject({ status: 400, json: { msg: '답변 내용을 입력해주세요.' } });
    expect((await call('getInquiryDetail', 'master', 'GET', `/inquiry/sms/${id}`)).status).toBe(
      404,
    );
    expect((await call('getInquiryDetail', 'inquiry', 'GET', `/inquiry/talk/${id}`)).status).toBe(
      404,
    );
    const huge = await call('getInquiryDetail', 'inquiry', 'GET', '/inquiry/sms/99999999999');
    expect(huge.status).toBe(400);
    // The blank answer did not mark the inquiry read.
    expect(await firstUnread('sms')).toBe(id);
  });
});

describe('phone verification', () => {
  const codeSent = async () => {
    const [last] = logLines.filter((l) => l.includes('purpose=VERIFY_TEL')).slice(-1);
    return /인증번호는 (\d{6})/.exec(last!)![1]!;
  };
  const confirm = (code: string) =>
    call('postVerifyTelConfirm', 'verify', 'POST', '/agent/verify-tel/confirm', { code });
  const request = () =>
    call('postVerifyTelRequest', 'verify', 'POST', '/agent/verify-tel/request', {
      phone: '01032323200',
    });
  const wrong = (code: string) => (code === '000000' ? '111111' : '000000');

  it('confirming before any request says to request a code first', async () => {
    expect(await confirm('123456')).toMatchObject({
      status: 400,
      json: { msg: '인증번호를 먼저 요청해주세요.' },
    });
  });

  it('five wrong entries end the code; a new code verifies and the popup check turns true', async () => {
    const sent = await request();
    expect(sent.status).toBe(200);
    expect(sent.json.result).toMatchObject({ phone: '010-3232-3200', remainingSends: 4 });
    const expires = Date.parse(sent.json.result.expiresAt) - Date.now();
    expect(expires).toBeGreaterThan(170_000);
    expect(expires).toBeLessThanOrEqual(180_000);
    const code = await codeSent();
    for (let left = 4; left >= 1; left--) {
      expect((await confirm(wrong(code))).json.msg).toBe(
        `인증번호가 일치하지 않습니다. (남은 입력 횟수 ${left}회)`,
      );
    }
    expect((await confirm(wrong(code))).json.msg).toBe(
      '입력 횟수를 초과했습니다. 인증번호를 다시 요청해주세요.',
    );
    // Even the right code no longer works once the tries are used up.
    expect((await confirm(code)).status).toBe(400);

    await request();
    const fresh = await codeSent();
    const ok = await confirm(fresh);
    expect(ok).toMatchObject({ status: 200, json: { result: { isVerify: true } } });
    const check = await call('getVerifyTel', 'verify', 'GET', '/agent/verify-tel');
    expect(check.json.result.isVerify).toBe(true);
  });

  it('the code is kept only as a bcrypt hash: the outbox masks it', async () => {
    await request();
    const code = await codeSent();
    const [last] = (await outbox('VERIFY_TEL')).slice(-1);
    expect(last!.body).toBe('[다방프로] 휴대폰 인증번호는 ******입니다. 3분 안에 입력해주세요.');
    const [v] = await app.db.query<{ code_hash: string }>(
      "SELECT code_hash FROM tel_verifications WHERE phone = '010-3232-3200'",
    );
    expect(v!.code_hash).toMatch(/^\$2[aby]\$/);
    expect(v!.code_hash).not.toContain(code);
  });

  it('an expired code is refused', async () => {
    await request();
    const code = await codeSent();
    await app.db.query(
      "UPDATE tel_verifications SET expires_at = now() - interval '1 second' WHERE phone = '010-3232-3200'",
    );
    expect((await confirm(code)).json.msg).toBe(
      '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.',
    );
  });

  it('at most five codes an hour, then 429 with a Korean message', async () => {
    // Four codes were sent above; one more is allowed.
    expect((await request()).json.result.remainingSends).toBe(0);
    const over = await request();
    expect(over.status).toBe(429);
    expect(over.json.msg).toContain('1시간에 5회');
  });

  it('refuses a number that is not a mobile number', async () => {
    const r = await call('postVerifyTelRequest', 'verify', 'POST', '/agent/verify-tel/request', {
      phone: '02-123-4567',
    });
    expect(r.status).toBe(400);
  });
});
