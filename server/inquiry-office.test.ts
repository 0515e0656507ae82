// @vitest-environment node
// Inquiries tied to listings on the server (issue 26 #6): the answered state and its filter, the
// search (listing number too), the 48-hour answer rate before and after an answer, the answer
// sent once per Idempotency-Key, and the templates' limit. answers@ has four inquiries about its
// one listing (server/test/seed/lifecycle.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshApp, H, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
let cookie = '';

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('inquiry-office'));
  cookie = await login(app, 'answers@demo.kr');
}, 120_000);

afterAll(async () => {
  await app?.close();
  cleanup?.();
});

async function call(
  op: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const r = await app.inject({
    method,
    url: `/api/v2${url}`,
    headers: { ...H, cookie, ...headers },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = r.json();
  expect(validateResponse(op, r.statusCode, json), r.body).toBeNull();
  return { status: r.statusCode, json };
}

const stats = async () => (await call('getInquiryStats', 'GET', '/inquiry-stats')).json.result;
const talk = async (qs = '') =>
  (await call('getInquiryList', 'GET', `/inquiry/talk${qs}`)).json.result;

describe('inquiries tied to listings', () => {
  it('finds inquiries by the listing number they name', async () => {
    const all = await talk();
    const seq = all.items[0].room.roomsSeq as number;
    expect((await talk(`?keyword=${seq}`)).total).toBe(3);
    expect((await talk('?keyword=99999999')).total).toBe(0);
  });

  it('an answer dates the inquiry answered once, and the answer rate follows', async () => {
    expect(await stats()).toMatchObject({ due: 3, answeredInTime: 1, waiting: 2 });
    const fresh = (await talk('?state=unanswered')).items.find(
      (i: { customerName: string }) => i.customerName === '오지호',
    );
    const key = { 'idempotency-key': '1f0e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b' };
    const body = { message: '네, 토요일 오후 2시에 보여드릴 수 있습니다.' };
    const url = `/inquiry/talk/${fresh.inquirySeq}/answer`;
    const first = await call('postInquiryAnswer', 'POST', url, body, key);
    expect(first.json.result.answeredTime).not.toBeNull();
    expect(first.json.result.room.title).toBe('대치동 학원가 투룸');
    // The same click again sends nothing more.
    const again = await call('postInquiryAnswer', 'POST', url, body, key);
    expect(again.json.result.thread).toHaveLength(2);
    // A later answer keeps the first answer's time (the rate judges the first reply).
    const later = await call('postInquiryAnswer', 'POST', url, { message: '주소 보내드릴게요.' });
    expect(later.json.result.thread).toHaveLength(3);
    expect(later.json.result.answeredTime).toBe(first.json.result.answeredTime);

    expect(await stats()).toMatchObject({ due: 4, answeredInTime: 2, rate: 0.5, waiting: 1 });
    const answered = await talk('?state=answered');
    expect(answered.items.map((i: { customerName: string }) => i.customerName)).toContain('오지호');
    expect((await talk('?state=unanswered')).total).toBe(1);
  });

  it('keeps at most 30 templates per office', async () => {
    for (let i = 0; i < 30; i++) {
      const r = await call('postInquiryTemplate', 'POST', '/inquiry-templates', {
        title: `안내 ${i + 1}`,
        body: '문의 감사합니다.',
      });
      expect(r.status).toBe(200);
    }
    const over = await call('postInquiryTemplate', 'POST', '/inquiry-templates', {
      title: '하나 더',
      body: '문의 감사합니다.',
    });
    expect(over.status).toBe(409);
    expect(over.json.msg).toMatch(/30개/);
    expect(
      (await call('getInquiryTemplates', 'GET', '/inquiry-templates')).json.result.items,
    ).toHaveLength(30);
  });
});
