// @vitest-environment node
// Every operation of spec/openapi.yaml called as every role (guest, broker, master, staff), each
// answer checked against the operation's x-roles (read from the spec, so a new operation is
// covered without editing this file): a refused guest hears 401 `로그인이 필요합니다.`, a refused
// signed-in caller 403 with its Korean message, an admitted one never 401 or 403 and never 5xx.
// An operation that lists studio roles is called too by a staff account of each studio role
// that holds only it (viewer@, editor@, publisher@, approver@).
// Requests are the spec's own examples (path, query and body), so they pass validation and reach
// the gate and the handler.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from './lib/errors.ts';
import {
  admits,
  CALLER_ROLES,
  forbiddenMsg,
  operationRoles,
  STAFF_ROLES,
  type CallerRole,
  type Role,
  type StaffRole,
} from './lib/roles.ts';
import { paramsOf } from './test/fuzz-request.ts';
import {
  freshApp,
  H,
  login,
  operations,
  PASSWORD,
  spec,
  validateResponse,
  type App,
} from './test/helpers.ts';

/** The demo account of each signed-in role: a sub-user, its office's master, a studio account
 * (with every studio role), and a staff account holding only each studio role. */
const ACCOUNTS: Record<Exclude<Role, 'guest'>, string> = {
  broker: 'sub@demo.kr',
  master: 'master@demo.kr',
  staff: 'staff@demo.kr',
  viewer: 'viewer@demo.kr',
  editor: 'editor@demo.kr',
  publisher: 'publisher@demo.kr',
  approver: 'approver@demo.kr',
};
const isStudioRole = (r: Role): r is StaffRole => (STAFF_ROLES as readonly Role[]).includes(r);
/** The caller a role's account signs in as: its kind of account and its studio roles. */
const callerOf = (r: Exclude<Role, 'guest'>) =>
  isStudioRole(r)
    ? { role: 'staff' as const, staffRoles: [r] }
    : { role: r, staffRoles: r === 'staff' ? [...STAFF_ROLES] : [] };
const declared = operationRoles(spec as unknown as Record<string, unknown>);

// Calls that end the caller's session or account run last (withdrawal very last), and the
// session is renewed after any call that ended it.
const LAST = ['postUserPassword', 'postLogout', 'postUserWithdraw'];
const order = (id: string) => LAST.indexOf(id);
const ops = [...operations].sort((a, b) => order(a.op.operationId) - order(b.op.operationId));

let app: App;
let cleanup: () => void;
const cookies: Partial<Record<Exclude<Role, 'guest'>, string>> = {};
const passwords: Record<string, string> = {};

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('roles-matrix'));
  for (const [role, email] of Object.entries(ACCOUNTS) as [Exclude<Role, 'guest'>, string][]) {
    passwords[email] = PASSWORD;
    cookies[role] = await login(app, email);
  }
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

/** A request for `o` built from the spec's examples (or the first enum value, or the minimum). */
function sampleRequest(o: (typeof operations)[number]) {
  let url = o.path;
  const qs = new URLSearchParams();
  for (const p of paramsOf(o)) {
    if (p.in === 'path') url = url.replace(`{${p.name}}`, encodeURIComponent(p.sample));
    else qs.append(p.name, p.sample);
  }
  const body = (o.op.requestBody?.content['application/json'] as { example?: unknown } | undefined)
    ?.example;
  return {
    method: o.method as 'GET',
    url: `/api/v2${url}${qs.size ? `?${qs}` : ''}`,
    headers: body === undefined ? { 'app-platform': 'web' } : { ...H },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  };
}

async function callAs(role: Role, o: (typeof operations)[number]) {
  const req = sampleRequest(o);
  const cookie = role === 'guest' ? undefined : cookies[role];
  return app.inject({ ...req, headers: { ...req.headers, ...(cookie ? { cookie } : {}) } });
}

/** After a call that changed the password or ended the session, the role signs in afresh. */
async function keepSignedIn(role: Exclude<Role, 'guest'>, operationId: string, status: number) {
  const email = ACCOUNTS[role];
  if (operationId === 'postUserPassword' && status === 200) {
    const ex = sampleRequest(ops.find((x) => x.op.operationId === operationId)!).payload!;
    passwords[email] = (JSON.parse(ex) as { newPassword: string }).newPassword;
  }
  const check = await app.inject({
    method: 'GET',
    url: '/api/v2/user/login/check',
    headers: { cookie: cookies[role]! },
  });
  if (check.json().result !== true && operationId !== 'postUserWithdraw')
    cookies[role] = await login(app, email, passwords[email]);
}

describe('roles: every operation as every role, against its x-roles', () => {
  it('declares x-roles for every operation (its size is operations × roles)', () => {
    expect(declared.size).toBe(operations.length);
    expect(operations.length * CALLER_ROLES.length).toBeGreaterThanOrEqual(240);
  });

  it.each(ops.map((o) => [o.op.operationId, o] as const))('%s', async (operationId, o) => {
    const roles = declared.get(operationId)!;
    const studio = STAFF_ROLES.some((r) => roles.has(r));
    for (const role of [...CALLER_ROLES, ...(studio ? STAFF_ROLES : [])]) {
      const r = await callAs(role, o);
      const what = `${operationId} as ${role}: ${r.statusCode} ${r.body.slice(0, 200)}`;
      const json = r.headers['content-type']?.toString().includes('json') ? r.json() : undefined;
      const kind: CallerRole | 'guest' = role === 'guest' ? role : callerOf(role).role;
      if (role === 'guest' ? !roles.has('guest') : !admits(roles, callerOf(role))) {
        if (kind === 'guest') {
          expect(r.statusCode, what).toBe(401);
          expect(json, what).toEqual({ code: 401, msg: MSG.login });
        } else {
          expect(r.statusCode, what).toBe(403);
          expect(json, what).toEqual({ code: 403, msg: forbiddenMsg(roles, kind) });
        }
      } else {
        expect([401, 403], what).not.toContain(r.statusCode);
        expect(r.statusCode, what).toBeLessThan(500);
      }
      // Whatever the answer, the spec documents it (status and body).
      if (json !== undefined)
        expect(validateResponse(operationId, r.statusCode, json), what).toBeNull();
      if (role !== 'guest') await keepSignedIn(role, operationId, r.statusCode);
    }
  });
});
