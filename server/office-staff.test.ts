// @vitest-environment node
// Staff of the office (issue 27 #2): the master invites a member by email and phone, the code
// reaches the phone only, the member sets a password with it and signs in; deactivated, their
// sessions end at once and they cannot sign in; their listings go to the person the master
// names, never lost; removed, the account is anonymised. Only the master may do any of it.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { builtInFiles } from '../config/files.ts';
import { masterOnlyOperations } from './staff/permissions.ts';
import { apiCaller, freshApp, login, validateResponse, type App } from './test/helpers.ts';

let app: App;
let cleanup: () => void;
let call: ReturnType<typeof apiCaller>;
let master: string;
const smsLines: string[] = [];
const NEW = { name: '이신입', email: 'new-staff@demo.kr', phone: '010-5555-6666', position: 1 };

beforeAll(async () => {
  vi.stubEnv('SMS_LOG_CODES', '1');
  vi.spyOn(console, 'info').mockImplementation((line: unknown) => {
    if (String(line).startsWith('SMS ')) smsLines.push(String(line));
  });
  ({ app, cleanup } = await freshApp('office-staff'));
  call = apiCaller(app);
  master = await login(app, 'master@demo.kr');
}, 120_000);

afterAll(async () => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
  await app?.close();
  cleanup?.();
});

const checked = async (op: string, ...args: Parameters<typeof call>) => {
  const r = await call(...args);
  expect(validateResponse(op, r.status, r.json), JSON.stringify(r.json)).toBeNull();
  return r;
};
const lastInviteCode = () => {
  const line = smsLines.filter((l) => l.includes('purpose=STAFF_INVITE')).at(-1)!;
  return /(\d{6})/.exec(line.slice(line.indexOf('body=')))![1]!;
};
const signIn = (email: string, password: string) =>
  call('POST', '/user/login', undefined, { email, password });

describe('office staff', () => {
  it('invites a member, who sets a password with the texted code and signs in', async () => {
    const invited = await checked('postAgentStaff', 'POST', '/agent/staff', master, NEW, {
      'idempotency-key': randomUUID(),
    });
    expect(invited.status).toBe(200);
    expect(invited.json.result.member).toMatchObject({ email: NEW.email, status: 'INVITED' });
    const [texted] = await app.db.query<{ to_phone: string; body: string }>(
      "SELECT to_phone, body FROM sms_outbox WHERE purpose = 'STAFF_INVITE'",
    );
    expect(texted).toMatchObject({ to_phone: '01055556666' });
    expect(texted!.body).toMatch(/인증번호 \*{6}/);

    // No password yet: no sign-in, and a wrong code sets none.
    expect((await signIn(NEW.email, 'staff-pass-1')).status).toBe(401);
    const body = { email: NEW.email, code: '000000', newPassword: 'staff-pass-1' };
    const wrong = await checked(
      'postStaffInviteAccept',
      'POST',
      '/user/staff-invite/accept',
      undefined,
      body,
    );
    expect(wrong.status).toBe(400);
    const right = { ...body, code: lastInviteCode() };
    const accepted = await checked(
      'postStaffInviteAccept',
      'POST',
      '/user/staff-invite/accept',
      undefined,
      right,
    );
    expect(accepted.status).toBe(200);
    // The code is used up.
    expect((await call('POST', '/user/staff-invite/accept', undefined, right)).status).toBe(400);
    expect((await signIn(NEW.email, 'staff-pass-1')).status).toBe(200);

    const list = await checked('getAgentStaff', 'GET', '/agent/staff', master);
    const emails = list.json.result.members.map((m: { email: string }) => m.email);
    expect(emails[0]).toBe('master@demo.kr');
    expect(emails).toContain(NEW.email);
    expect(list.json.result.masterOnly).toEqual(masterOnlyOperations());
    expect(list.json.result.masterOnly).toContain('postProductOrder');
  });

  it('refuses a second account with the same email (409) and the representative position (400)', async () => {
    const again = await call('POST', '/agent/staff', master, { ...NEW, email: 'SUB@demo.kr' });
    expect(again.status).toBe(409);
    const boss = await call('POST', '/agent/staff', master, {
      ...NEW,
      email: 'x@demo.kr',
      position: 0,
    });
    expect(boss.status).toBe(400);
    expect(boss.json.msg).toContain('소속공인중개사');
  });

  it('deactivates a member: their sessions end, sign-in is refused, their listings go to the person named', async () => {
    const sub = await login(app, 'sub@demo.kr');
    const [{ id: subId }] = (await app.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'sub@demo.kr'",
    )) as [{ id: number }];
    const [{ id: masterId }] = (await app.db.query<{ id: number }>(
      "SELECT id FROM users WHERE email = 'master@demo.kr'",
    )) as [{ id: number }];
    const [room] = await app.db.query<{ rooms_seq: number }>(
      `UPDATE agent_rooms SET registrant_user_id = $1, position = 1
        WHERE rooms_seq = (SELECT min(rooms_seq) FROM agent_rooms r JOIN agents a ON a.id = r.agent_id
                            WHERE a.email = 'master@demo.kr') RETURNING rooms_seq`,
      [subId],
    );

    // Nobody named while there is a listing to take: refused, nothing changed.
    const refused = await checked('patchAgentStaff', 'PATCH', `/agent/staff/${subId}`, master, {
      active: false,
    });
    expect(refused.status).toBe(409);
    expect((await call('GET', '/agent/info', sub)).status).toBe(200);

    const off = await checked('patchAgentStaff', 'PATCH', `/agent/staff/${subId}`, master, {
      active: false,
      reassignTo: masterId,
    });
    expect(off.json.result).toMatchObject({ status: 'DEACTIVATED', listingCount: 0 });
    expect((await call('GET', '/agent/info', sub)).status).toBe(401);
    const denied = await signIn('sub@demo.kr', 'demo1234!');
    expect(denied.status).toBe(403);
    expect(denied.json.msg).toContain('비활성화');
    const [moved] = await app.db.query<{ registrant_user_id: number; position: number }>(
      'SELECT registrant_user_id, position FROM agent_rooms WHERE rooms_seq = $1',
      [room!.rooms_seq],
    );
    expect(moved).toEqual({ registrant_user_id: masterId, position: 0 });

    // Taken back: signs in again.
    await checked('patchAgentStaff', 'PATCH', `/agent/staff/${subId}`, master, {
      active: true,
      position: 2,
    });
    expect((await signIn('sub@demo.kr', 'demo1234!')).status).toBe(200);
  });

  it('removes a member: anonymised, out of the list, and only the master may manage staff', async () => {
    const [{ id }] = (await app.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      NEW.email,
    ])) as [{ id: number }];
    const other = await login(app, NEW.email, 'staff-pass-1');
    expect((await call('GET', '/agent/staff', other)).status).toBe(403);
    expect((await call('DELETE', `/agent/staff/${id}`, other)).status).toBe(403);

    const gone = await checked('deleteAgentStaff', 'DELETE', `/agent/staff/${id}`, master);
    expect(gone.status).toBe(200);
    expect((await call('GET', '/agent/info', other)).status).toBe(401);
    const list = await call('GET', '/agent/staff', master);
    expect(list.json.result.members.map((m: { id: number }) => m.id)).not.toContain(id);
    expect((await call('DELETE', `/agent/staff/${id}`, master)).status).toBe(404);
  });

  it('names every master-only operation in Korean on 소속 직원 관리', () => {
    const labels = (builtInFiles()['messages.ko'] as any).pages.account.subUser.operations;
    expect(Object.keys(labels).sort()).toEqual(masterOnlyOperations());
  });
});
