// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { auditWithRetry } from './retry-navstart.ts';

const failed = { runtimeError: { code: 'NO_NAVSTART', message: 'no navigation start' } };
const ok = { runtimeError: undefined, score: 98 };

describe('auditWithRetry', () => {
  it('runs a page again once when Chromium reported no navigation start, and says so', async () => {
    const results = [failed, ok];
    const said: string[] = [];
    const got = await auditWithRetry(
      '/login',
      async () => results.shift()!,
      (m) => said.push(m),
    );
    expect(got).toEqual({ result: ok, retried: true });
    expect(results).toHaveLength(0);
    expect(said).toEqual(['/login: NO_NAVSTART, running the page again (once)']);
  });

  it('gives the second failure back rather than trying a third time', async () => {
    let runs = 0;
    const got = await auditWithRetry(
      '/',
      async () => (runs++, failed),
      () => {},
    );
    expect(runs).toBe(2);
    expect(got).toEqual({ result: failed, retried: true });
  });

  it('does not repeat a page that failed for another reason', async () => {
    let runs = 0;
    const other = { runtimeError: { code: 'PROTOCOL_TIMEOUT', message: 'slow' } };
    const got = await auditWithRetry(
      '/',
      async () => (runs++, other),
      () => {},
    );
    expect(runs).toBe(1);
    expect(got).toEqual({ result: other, retried: false });
  });
});
