// @vitest-environment node
// Restart test: writes survive closing the app and building it again on the same data folder.
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { H, login, tempDir } from './test/helpers.ts';
import { copyTemplateInto } from './test/pglite-template.ts';

const t = tempDir('restart');
afterAll(() => t.cleanup());

describe('restart on the same data folder', () => {
  it('keeps contact settings, report answers, roles and sessions', async () => {
    await copyTemplateInto(t.dir);
    let app = await buildApp({ dataDir: t.dir, rateLimit: false });
    const chain = await login(app, 'chain@demo.kr');
    const report = await login(app, 'report@demo.kr');
    let r = await app.inject({
      method: 'POST',
      url: '/api/v2/agent/set-role2',
      headers: { ...H, cookie: chain },
      payload: { roleType: 2 },
    });
    expect(r.statusCode).toBe(200);
    r = await app.inject({
      method: 'POST',
      url: '/api/v2/user/contact-method/edit2',
      headers: { ...H, cookie: chain },
      payload: { contactMethodTypes: ['SMS', 'CHAT_TALK'], chatContactMessage: '재시작 후에도' },
    });
    expect(r.statusCode).toBe(200);
    r = await app.inject({
      method: 'POST',
      url: '/api/v2/new-room/fake-report/RPT-N-2001/agent-treat',
      headers: { ...H, cookie: report },
      payload: { answer: 'FALSE' },
    });
    expect(r.statusCode).toBe(200);
    const usersBefore = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    await app.close();

    app = await buildApp({ dataDir: t.dir, rateLimit: false });
    try {
      r = await app.inject({
        method: 'GET',
        url: '/api/v2/agent/info',
        headers: { cookie: chain },
      });
      expect(r.statusCode).toBe(200);
      const u = r.json().result.user;
      expect(u.userRoleType).toBe(2);
      expect(u.contactMethodTypes).toEqual(['SMS', 'CHAT_TALK']);
      expect(u.chatContactMessage).toBe('재시작 후에도');
      expect(u.isShowSetContactMethod).toBe(false);

      r = await app.inject({
        method: 'GET',
        url: '/api/v2/agent/info',
        headers: { cookie: report },
      });
      const ru = r.json().result.user;
      expect(ru.naverReportCount).toBe(0);
      expect(ru.warningCount).toBe(3);
      expect(ru.hasPenalty).toBe(true);
      r = await app.inject({
        method: 'GET',
        url: '/api/v2/kiso-report/agent-treat/detail?inflowType=NAVER',
        headers: { cookie: report },
      });
      expect(r.json().result).toBeNull();
      r = await app.inject({
        method: 'GET',
        url: '/api/v2/kiso-report/agent-treat/complete?page=1&limit=5',
        headers: { cookie: report },
      });
      expect(r.json().result.total).toBe(9);
      // the seed did not run twice
      const [n] = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(n?.n).toBe(usersBefore[0]?.n);
    } finally {
      await app.close();
    }
  }, 120_000);
});
