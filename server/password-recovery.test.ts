// @vitest-environment node
// Password recovery (issue 23 #16): a code by SMS to the registered phone when email and phone
// match, a reset with the code (3 minutes, 5 entries) that ends every session, the same answer
// and no quicker one for unknown accounts, and the login-like limits (rate limits on, as in
// production).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { RECOVERY } from './handlers/password-recovery.ts';
import { H, login, tempDir, validateResponse, type App } from './test/helpers.ts';
import { copyTemplateInto } from './test/pglite-template.ts';

let app: App;
const t = tempDir('recovery');
const smsLines: string[] = [];
// nosign@'s registered mobile number (server/db/seed/data/accounts.ts, n = 9).
const ACCOUNT = { email: 'nosign@demo.kr', phone: '010-2090-3090' };

beforeAll(async () => {
  // The code reaches the phone only: the outbox masks it, the log shows it when asked to.
  vi.stubEnv('SMS_LOG_CODES', '1');
  vi.spyOn(console, 'info').mockImplementation((line: unknown) => {
    if (String(line).startsWith('SMS ')) smsLines.push(String(line));
  });
  await copyTemplateInto(t.dir);
  app = await buildApp({ dataDir: t.dir });
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await app?.close();
  t.cleanup();
});

type J = Record<string, any>;
let nextIp = 1;
/** A fresh client address per call unless given: the per-address limit is tested on its own. */
async function post(op: string, url: string, body: unknown, ip = `10.23.0.${nextIp++}`) {
  const started = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: `/api/v2${url}`,
    headers: { ...H, 'idempotency-key': randomUUID() },
    payload: JSON.stringify(body),
    remoteAddress: ip,
  });
  const json = r.json() as J;
  expect(validateResponse(op, r.statusCode, json), r.body).toBeNull();
  return { status: r.statusCode, json, ms: performance.now() - started };
}

const find = (body: { email: string; phone: string }, ip?: string) =>
  post('postFindPassword', '/user/find-password', body, ip);
const reset = (code: string, newPassword: string, email = ACCOUNT.email, ip?: string) =>
  post('postPasswordReset', '/user/password-reset', { email, code, newPassword }, ip);

const outbox = () =>
  app.db.query<{ to_phone: string; body: string }>(
    "SELECT to_phone, body FROM sms_outbox WHERE purpose = 'PASSWORD_RESET' ORDER BY id",
  );
/** The code of the newest recovery text, as the phone got it (the log line; the outbox masks it). */
const lastCode = async () => {
  const sent = smsLines.filter((l) => l.includes('purpose=PASSWORD_RESET')).at(-1)!;
  expect((await outbox()).at(-1)!.body).toMatch(/인증번호는 \*{6}입니다/);
  return /(\d{6})/.exec(sent.slice(sent.indexOf('body=')))![1]!;
};

describe('password recovery', () => {
  it('texts a code to the registered phone; unknown accounts get the same answer, no sooner', async () => {
    const sent = await find(ACCOUNT);
    const unknown = await find({ email: 'nobody@demo.kr', phone: ACCOUNT.phone });
    const wrongPhone = await find({ email: ACCOUNT.email, phone: '010-0000-0000' });
    for (const r of [sent, unknown, wrongPhone]) {
      expect(r.status).toBe(200);
      expect(Object.keys(r.json.result).sort()).toEqual(['expiresAt', 'sent']);
      expect(r.json.result.sent).toBe(true);
      const left = Date.parse(r.json.result.expiresAt) - Date.now();
      expect(left).toBeGreaterThan(RECOVERY.codeMinutes * 60_000 - 30_000);
      expect(left).toBeLessThanOrEqual(RECOVERY.codeMinutes * 60_000);
      expect(r.ms).toBeGreaterThanOrEqual(RECOVERY.answerFloorMs - 5);
    }
    // One text, to the account's own number, through the outbox and its log line.
    const texts = await outbox();
    expect(texts.map((x) => x.to_phone)).toEqual(['01020903090']);
    expect(texts[0]!.body).toMatch(/\[다방프로\] 비밀번호 재설정 인증번호는 \*{6}입니다\. 3분/);
    const lines = smsLines.filter((l) => l.includes('purpose=PASSWORD_RESET'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/인증번호는 \d{6}입니다\. 3분/);
    // Stored hashed: the table never holds the code itself.
    const code = await lastCode();
    const stored = await app.db.query<{ code_hash: string }>(
      'SELECT code_hash FROM password_resets',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.code_hash).not.toContain(code);
  });

  it('five wrong entries end the code; an unknown email is refused alike', async () => {
    const code = await lastCode();
    const wrong = code === '000000' ? '000001' : '000000';
    const answers = [];
    for (let i = 0; i < RECOVERY.maxTries; i++) answers.push(await reset(wrong, 'newpass1234!'));
    answers.push(await reset(code, 'newpass1234!'));
    answers.push(await reset(code, 'newpass1234!', 'nobody@demo.kr'));
    for (const a of answers) {
      expect(a.status).toBe(400);
      expect(a.json.msg).toBe(answers[0]!.json.msg);
      expect(a.ms).toBeGreaterThanOrEqual(RECOVERY.answerFloorMs - 5);
    }
    expect(answers[0]!.json.msg).toMatch(/인증번호가 올바르지 않거나 만료되었습니다/);
  });

  it('an expired code is refused', async () => {
    await find(ACCOUNT);
    await app.db.query("UPDATE password_resets SET expires_at = now() - interval '1 second'");
    expect((await reset(await lastCode(), 'newpass1234!')).status).toBe(400);
  });

  it('the right code sets the new password and ends every session of the account', async () => {
    // role2@ (n = 8): nosign@ has used up its attempts above.
    const account = { email: 'role2@demo.kr', phone: '010-2080-3080' };
    const before = await login(app, account.email);
    await find(account);
    const r = await reset(await lastCode(), 'newpass1234!', account.email);
    expect(r.status).toBe(200);
    expect(r.json.result).toBe(true);
    const info = await app.inject({
      method: 'GET',
      url: '/api/v2/agent/info',
      headers: { cookie: before },
    });
    expect(info.statusCode).toBe(401);
    await expect(login(app, account.email)).rejects.toThrow(/401/);
    expect(await login(app, account.email, 'newpass1234!')).toMatch(/=/);
    // The code is used up.
    expect((await reset(await lastCode(), 'another1234!', account.email)).status).toBe(400);
  });

  it('is limited like login: per account from any address, and per address', async () => {
    const victim = { email: 'chain@demo.kr', phone: '010-2070-3070' };
    const perAccount = await Promise.all(Array.from({ length: 11 }, () => find(victim)));
    expect(perAccount.map((r) => r.status).filter((s) => s === 429)).toHaveLength(1);
    expect(perAccount.find((r) => r.status === 429)!.json.msg).toMatch(
      /^요청이 너무 많습니다. \d+(분|초) 후에 다시 시도해주세요.$/,
    );
    // Texts stop at the hourly number whatever the answers say.
    const texts = await app.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM sms_outbox WHERE purpose = 'PASSWORD_RESET' AND to_phone = '01020703070'",
    );
    expect(texts[0]!.n).toBe(RECOVERY.sendsPerHour);

    const perIp = await Promise.all(
      Array.from({ length: 31 }, (_, i) =>
        find({ email: `x${i}@demo.kr`, phone: victim.phone }, '10.23.9.9'),
      ),
    );
    expect(perIp.map((r) => r.status).filter((s) => s === 429)).toHaveLength(1);
  });
});
