// Contract tests of one OpenAPI tag (server/handlers/<tag>.contract.test.ts): each case calls
// operations of spec/openapi.yaml and checks the status, the body against the spec's schema, the
// error shape and what the case expects. Every case makes the state it needs itself (its `given`
// calls), so a case passes alone (`-t`) and in any order; one app per file keeps them cheap
// (a file that wrote nothing hands its app on: `spare` below).
// server/contract-coverage.test.ts reads the `op: '…'` of these files: every operation is called
// in the file of its tag.
/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are validated against the spec; checks read them loosely */
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  freshApp,
  H,
  isProtected,
  login,
  operations,
  findOp,
  validateResponse,
  type App,
} from './helpers.ts';
import { staffFiles } from './staff-files.ts';

/** Values kept by a case's calls for its later ones (ids, versions, counts). */
export type Ids = Record<string, string | number>;

/** One call: the operation, who makes it and what must come back. */
export interface Call {
  op: string;
  /** A demo account by the part before `@demo.kr` (`'master'`); none: a guest. */
  as?: string;
  /** `'own'`: a session of this case's own instead of the file's shared one (for a call that
   * ends its session, so the other cases keep theirs). */
  session?: 'own';
  /** May name ids kept by an earlier call of the case: `/room/{room}`. */
  url: string;
  /** The body, or a function of the ids kept so far. */
  body?: unknown;
  status?: number;
  check?: (result: any, ids: Ids) => void;
  /** Ids for later calls of the case, read from this call's result. */
  keep?: (result: any) => Ids;
}

export interface Case extends Call {
  /** The test's name when the call alone does not tell it from the file's other cases. */
  name?: string;
  /** Calls that make the state this case starts from, checked like the case's own. */
  given?: Call[];
  /** Calls after the case's own that see what it changed. */
  then?: Call[];
}

export interface ContractFile {
  app: () => App;
  /** The file's shared session of a demo account, signed in on first use. */
  cookie: (as: string) => Promise<string>;
}

interface Open {
  app: App;
  cleanup: () => void;
  /** Rows written since the copy (sessions aside), when the file took it. */
  writes: number;
}

/** Rows inserted, updated or deleted in the app's database since its copy, sessions aside
 * (signing in writes one). PostgreSQL publishes its table counters when asked, at the next
 * statement. */
async function rowsWritten(app: App): Promise<number> {
  await app.db.query('SELECT pg_stat_force_next_flush()');
  await app.db.query('SELECT 1');
  const [r] = await app.db.query<{ n: number }>(
    "SELECT coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0)::int AS n FROM pg_stat_user_tables WHERE relname <> 'sessions'",
  );
  return r!.n;
}

/** An app the previous contract file of this worker left as it found it (no row written): the
 * next file takes it instead of opening a copy of the template, which costs about 0.6 s of CPU;
 * its database is the copy's. A file that wrote closes its app. The last one left here closes
 * with the worker (its folder lies in the run's, which vitest-global-setup.ts removes). */
let spare: Open | undefined;

/** Gives the file an app on its own copy of the run's seeded template, and signs in lazily. */
export function contractFile(tag: string): ContractFile {
  let open: Open | undefined;
  const sessions = new Map<string, Promise<string>>();
  beforeAll(async () => {
    open = spare;
    spare = undefined;
    if (!open) {
      const fresh = await freshApp(`contract-${tag}`);
      open = { ...fresh, writes: await rowsWritten(fresh.app) };
    }
  }, 120_000);
  afterAll(async () => {
    if (!open) return;
    const o = open;
    open = undefined;
    if ((await rowsWritten(o.app)) === o.writes) {
      spare = o;
      return;
    }
    await o.app.close();
    o.cleanup();
  });
  const theApp = () => {
    if (!open) throw new Error(`the ${tag} contract app is not open`);
    return open.app;
  };
  return {
    app: theApp,
    cookie(as) {
      let s = sessions.get(as);
      if (!s) {
        s = login(theApp(), `${as}@demo.kr`);
        sessions.set(as, s);
      }
      return s;
    },
  };
}

const fill = (url: string, ids: Ids) =>
  url.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in ids)) throw new Error(`no id {${name}} kept before ${url}`);
    return String(ids[name]);
  });

/** Makes one call and checks it against the spec and the call's expectations. */
async function run(file: ContractFile, c: Call, ids: Ids, own: Map<string, string>): Promise<void> {
  const { method } = findOp(c.op);
  const headers: Record<string, string> = { ...H };
  if (c.as && c.session === 'own') {
    if (!own.has(c.as)) own.set(c.as, await login(file.app(), `${c.as}@demo.kr`));
    headers.cookie = own.get(c.as)!;
  } else if (c.as) headers.cookie = await file.cookie(c.as);
  const body = typeof c.body === 'function' ? c.body(ids) : c.body;
  const r = await file.app().inject({
    method: method as 'GET',
    url: `/api/v2${fill(c.url, ids)}`,
    headers,
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
  const expected = c.status ?? 200;
  expect(r.statusCode, `${c.op} ${c.url}: ${r.body}`).toBe(expected);
  const json = r.json();
  expect(validateResponse(c.op, r.statusCode, json)).toBeNull();
  if (expected >= 400) {
    expect(json.code).toBe(expected);
    expect(json.msg).toMatch(/[가-힣]/);
  }
  const result = expected >= 400 ? json : json.result;
  c.check?.(result, ids);
  Object.assign(ids, c.keep?.(result));
}

const nameOf = (c: Case) => c.name ?? `${c.op} as ${c.as ?? 'guest'} ${c.url} → ${c.status ?? 200}`;

/** One test per case, named by its call (or its `name`); two cases of one name are refused, so
 * `-t '<name>'` selects exactly one. */
export function contractCases(file: ContractFile, cases: Case[]): void {
  const seen = new Set<string>();
  for (const c of cases) {
    const name = nameOf(c);
    if (seen.has(name)) throw new Error(`two contract cases named "${name}": give one a name`);
    seen.add(name);
    it(name, async () => {
      const ids: Ids = {};
      const own = new Map<string, string>();
      for (const g of c.given ?? []) await run(file, g, ids, own);
      await run(file, c, ids, own);
      for (const t of c.then ?? []) await run(file, t, ids, own);
    });
  }
}

/** The tag's operations. */
const operationsOf = (tag: string) => operations.filter((o) => o.op.tags?.[0] === tag);

const otherRoomId = 'f'.repeat(32);
export const future = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
export const requestExample = (op: string) =>
  findOp(op).op.requestBody!.content['application/json']!.example;

/** A url of the operation with every path parameter filled (resources that may not exist). */
function sampleUrl(o: (typeof operations)[number]): string {
  const url = o.path
    .replace('{tab}', o.path.startsWith('/inquiry') ? 'talk' : 'all')
    .replace('{reportId}', 'RPT-N-2001')
    .replace('{id}', '1')
    .replace('{version}', '1')
    .replace('{inquiryId}', '1')
    .replace('{templateId}', '1')
    .replace('{notificationId}', '1')
    .replace('/rooms/{roomId}/pick', '/rooms/1/pick')
    .replace('/gongsil-center/rooms/{roomId}', '/gongsil-center/rooms/1')
    .replace('{roomId}', otherRoomId)
    .replace('{photoId}', otherRoomId)
    .replace('{orderId}', '1')
    .replace('{lineId}', '1')
    .replace('{kind}', 'region');
  const query: Record<string, string> = {
    getNoticePopup: '?type=1',
    getEventsActive: '?platform=pro_web_enter',
    getAgentTreatDetail: '?inflowType=DABANG',
  };
  return `/api/v2${url}${query[o.op.operationId] ?? ''}`;
}

/** Valid bodies, so that only the missing session can fail the call. */
const sessionBodies = (): Record<string, unknown> => ({
  postAgentToolSignup: {},
  postContactMethodEdit2: { contactMethodTypes: ['SMS'] },
  postUserPassword: { currentPassword: 'demo1234!', newPassword: 'abcdefgh1' },
  postUserWithdraw: { password: 'demo1234!', confirm: true },
  postSetRole2: { roleType: 0 },
  postAgentTreat: { answer: 'NOMAL' },
  postInquiryAnswer: { message: '답변' },
  postVerifyTelRequest: { phone: '010-1234-5678' },
  postVerifyTelConfirm: { code: '123456' },
  postAgentSignApply: { agreeSignTerms: true },
  postProductOrder: {
    items: [{ type: 0, day: 30, quantity: 1, periodFrom: future }],
    agreePaidTerms: true,
  },
  putStudioDraft: { baseVersion: 0, files: staffFiles() },
  postStudioPublish: { note: '메모' },
  postStudioRollback: { version: 0 },
  postStudioImport: { files: { 'products.json': '{}' } },
  postRoom: requestExample('postRoom'),
  putRoom: requestExample('postRoom'),
});

/** Every protected operation of the tag answers 401 without a session and with a made-up one. */
export function requiresSession(file: ContractFile, tag: string): void {
  const ops = operationsOf(tag).filter((o) => isProtected(o.op));
  if (ops.length === 0) return;
  it.each(ops.map((o) => [o.op.operationId, o] as const))(
    '%s requires a session',
    async (_id, o) => {
      // A body of its own where the example would not pass (it reaches the gate only when valid);
      // else the spec's JSON example, which the coverage guard keeps valid (an upload sends none).
      const body =
        sessionBodies()[o.op.operationId] ?? o.op.requestBody?.content['application/json']?.example;
      for (const cookie of [undefined, 'SESSION=not-a-real-token']) {
        const headers: Record<string, string> = { ...H };
        if (cookie) headers.cookie = cookie;
        const r = await file.app().inject({
          method: o.method as 'GET',
          url: sampleUrl(o),
          headers,
          payload: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(r.statusCode, r.body).toBe(401);
        expect(r.json()).toEqual({ code: 401, msg: '로그인이 필요합니다.' });
      }
    },
  );
}

/** Every state-changing operation of the tag refuses a call without the App-Platform header. */
export function requiresAppPlatform(file: ContractFile, tag: string): void {
  const ops = operationsOf(tag).filter((o) => o.method !== 'GET');
  if (ops.length === 0) return;
  it(`state-changing calls of tag ${tag} require App-Platform`, async () => {
    const cookie = await file.cookie('master');
    for (const o of ops) {
      const r = await file.app().inject({
        method: o.method as 'POST',
        url: `/api/v2${o.path.replace('{reportId}', 'x').replace('{id}', '1').replace('{notificationId}', '1')}`,
        headers: { cookie, 'content-type': 'application/json' },
        payload: '{}',
      });
      expect(r.statusCode, `${o.op.operationId} ${r.body}`).toBe(400);
    }
  });
}
