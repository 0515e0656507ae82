// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/index.ts';
import { outboxSms, type OutboxOptions } from './sms.ts';

const message = {
  to: '010-3232-3200',
  body: '[다방프로] 휴대폰 인증번호는 482913입니다. 3분 안에 입력해주세요.',
  purpose: 'VERIFY_TEL' as const,
  userId: 7,
  secret: '482913',
};

/** Sends `message` through the outbox adapter; what reached the table and the log. */
async function send(opts?: OutboxOptions) {
  const stored: unknown[][] = [];
  const q = (async (_sql: string, params?: unknown[]) => {
    stored.push(params ?? []);
    return [];
  }) as Db['query'];
  const lines: string[] = [];
  await outboxSms((l) => lines.push(l), opts).send(q, message);
  return { outboxBody: stored[0]![1], line: lines[0]! };
}

describe('outboxSms: one-time codes stay with the phone', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('masks the code in the outbox and in the log outside development', async () => {
    const { outboxBody, line } = await send();
    expect(outboxBody).toBe('[다방프로] 휴대폰 인증번호는 ******입니다. 3분 안에 입력해주세요.');
    expect(line).toBe(
      'SMS to=01032323200 purpose=VERIFY_TEL body="[다방프로] 휴대폰 인증번호는 ******입니다. 3분 안에 입력해주세요."',
    );
  });

  it('shows it in the log in development (or SMS_LOG_CODES=1), never in the outbox', async () => {
    for (const run of [
      () => send({ showCodes: true }),
      () => {
        vi.stubEnv('SMS_LOG_CODES', '1');
        return send();
      },
    ]) {
      const { outboxBody, line } = await run();
      expect(outboxBody).not.toContain('482913');
      expect(line).toContain('인증번호는 482913입니다');
    }
  });
});
