// Test helpers: a fresh app on a temp PGlite folder, login, and response validation against the spec.
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { expect, inject, vi } from 'vitest';
import { buildApp, loadSpec, type BuildOptions } from '../app.ts';
import { copyMigratedInto, copyTemplateInto } from './pglite-template.ts';
import { TEST_SEEDS } from './seed/index.ts';
import { TEST_TMP } from './temp-root.ts';

const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule;

export type App = Awaited<ReturnType<typeof buildApp>>;
export const H = { 'app-platform': 'web', 'content-type': 'application/json' } as const;
export const PASSWORD = 'demo1234!';

export function tempDir(tag: string): { dir: string; cleanup: () => void } {
  // Inside the run's folder when there is one: a file whose set-up timed out never reaches its
  // cleanup, and vitest-global-setup.ts removes that folder at the end (in /dev/shm, memory).
  const dir = mkdtempSync(path.join(inject('pgliteTemplateRoot') || TEST_TMP, `broker-${tag}-`));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** An app on its own database with the demo data and the tests' own accounts (seed/). A new
 * folder starts as a copy of the run's seeded template (pglite-template.ts), except under a
 * faked clock: the seed dates its rows from the current time, so such a file starts from the
 * migrated template and the app seeds it at the time the file set. */
export async function freshApp(
  tag: string,
  dataDir?: string,
  more: Pick<BuildOptions, 'payments' | 'spa'> = {},
) {
  const t = dataDir ? { dir: dataDir, cleanup: () => {} } : tempDir(tag);
  if (!dataDir) await (vi.isFakeTimers() ? copyMigratedInto(t.dir) : copyTemplateInto(t.dir));
  const app = await buildApp({ dataDir: t.dir, rateLimit: false, extraSeeds: TEST_SEEDS, ...more });
  return { app, dir: t.dir, cleanup: t.cleanup };
}

export async function login(app: App, email: string, password = PASSWORD): Promise<string> {
  const r = await app.inject({
    method: 'POST',
    url: '/api/v2/user/login',
    headers: H,
    payload: { email, password },
  });
  if (r.statusCode !== 200) throw new Error(`login ${email} failed: ${r.statusCode} ${r.body}`);
  const set = r.headers['set-cookie'];
  const raw = Array.isArray(set) ? set[0]! : String(set);
  return raw.split(';')[0]!;
}

/** An answer of `apiCaller`: the status, the parsed body (undefined when empty), the headers. */
export interface ApiAnswer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read bodies loosely
  json: any;
  headers: Record<string, string | string[] | number | undefined>;
}

/** `call(method, url, cookie?, payload?, headers?)` against `/api/v2` of `app`. */
export function apiCaller(app: App) {
  return async (
    method: string,
    url: string,
    cookie?: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ): Promise<ApiAnswer> => {
    const r = await app.inject({
      method: method as 'GET',
      url: `/api/v2${url}`,
      headers: { ...H, ...(cookie ? { cookie } : {}), ...extra },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return { status: r.statusCode, json: r.body ? r.json() : undefined, headers: r.headers };
  };
}

/**
 * `op(operationId, method, url, cookie?, payload?)`: calls an operation of `app()` and checks the
 * answer against the spec (its status and body are documented; a refusal is a Korean
 * `{code, msg}` whose code is the status). `app` is read per call: test files build theirs in
 * `beforeAll`.
 */
export function specCaller(app: () => App) {
  return async (
    operationId: string,
    method: string,
    url: string,
    cookie?: string,
    payload?: unknown,
  ): Promise<ApiAnswer> => {
    const r = await apiCaller(app())(method, url, cookie, payload);
    expect(validateResponse(operationId, r.status, r.json), JSON.stringify(r.json)).toBeNull();
    if (r.status >= 400) {
      expect(r.json.code).toBe(r.status);
      expect(r.json.msg).toMatch(/[가-힣]/);
    }
    return r;
  };
}

/** Saves the studio draft as `cookie`, its files changed by `edit`, on the draft's own base. */
export async function saveStudioDraft(
  app: App,
  cookie: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests edit config files loosely
  edit: (f: Record<string, any>) => void,
) {
  const call = apiCaller(app);
  const d = (await call('GET', '/studio/config/draft', cookie)).json.result;
  edit(d.files);
  const r = await call('PUT', '/studio/config/draft', cookie, {
    baseVersion: d.baseVersion,
    files: d.files,
  });
  expect(r.status, JSON.stringify(r.json)).toBe(200);
}

type Spec = {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, ResponseObj> };
};
export interface Operation {
  operationId: string;
  tags?: string[];
  security?: unknown[];
  parameters?: { $ref?: string; name?: string; in?: string }[];
  requestBody?: { content: Record<string, { schema: unknown; example?: unknown }> };
  responses: Record<string, ResponseObj>;
}
interface ResponseObj {
  $ref?: string;
  content?: Record<string, { schema: unknown }>;
}

export const spec = loadSpec() as unknown as Spec;

export const operations: { method: string; path: string; op: Operation }[] = Object.entries(
  spec.paths,
).flatMap(([p, item]) =>
  Object.entries(item).map(([method, op]) => ({ method: method.toUpperCase(), path: p, op })),
);

export function findOp(operationId: string) {
  const o = operations.find((x) => x.op.operationId === operationId);
  if (!o) throw new Error(`unknown operation ${operationId}`);
  return o;
}

export const isProtected = (op: Operation) =>
  !(Array.isArray(op.security) && op.security.length === 0);

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(spec as object, 'spec');

const ptr = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Validates a response body against the spec's schema for that operation and status. */
export function validateResponse(
  operationId: string,
  status: number,
  bodyJson: unknown,
): string | null {
  const { method, path: p, op } = findOp(operationId);
  const resp = op.responses[String(status)];
  if (!resp) return `status ${status} is not documented for ${operationId}`;
  let ref: string;
  if (resp.$ref) {
    const name = resp.$ref.split('/').pop()!;
    ref = `spec#/components/responses/${name}/content/application~1json/schema`;
  } else {
    ref = `spec#/paths/${ptr(p)}/${method.toLowerCase()}/responses/${status}/content/application~1json/schema`;
  }
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  if (validate(bodyJson)) return null;
  return ajv.errorsText(validate.errors, { dataVar: 'body' });
}

/** Ajv validator of an operation's request body schema, or null when the operation has no body. */
export function bodyValidator(
  operationId: string,
  contentType = 'application/json',
): ((v: unknown) => boolean) | null {
  const { method, path: p, op } = findOp(operationId);
  if (!op.requestBody?.content[contentType]) return null;
  const ref = `spec#/paths/${ptr(p)}/${method.toLowerCase()}/requestBody/content/${ptr(contentType)}/schema`;
  const v = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  return (x: unknown) => v(x) as boolean;
}

const tablesOf = new WeakMap<App, Promise<string[]>>();

/** Every table of the database except the migration log (tables added later included). Read
 * once per app: no request creates a table, and the fuzz asks after every request that wrote. */
function tableNames(app: App): Promise<string[]> {
  let names = tablesOf.get(app);
  if (!names) {
    names = app.db
      .query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> 'schema_migrations' ORDER BY table_name",
      )
      .then((rows) => rows.map((r) => r.name));
    tablesOf.set(app, names);
  }
  return names;
}

/** Row count of every table, as one line; cheap enough to take after each request. */
export async function rowCounts(app: App): Promise<string> {
  const tables = await tableNames(app);
  const [r] = await app.db.query<Record<string, number>>(
    `SELECT ${tables.map((t) => `(SELECT count(*)::int FROM "${t}") AS "${t}"`).join(', ')}`,
  );
  return JSON.stringify(r);
}

/** Fingerprint (row count and content hash) of every table. */
export async function fingerprint(app: App): Promise<string> {
  const tables = await tableNames(app);
  const parts: string[] = [];
  for (const t of tables) {
    const [r] = await app.db.query<{ h: string | null; n: number }>(
      `SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS h, count(*)::int AS n FROM "${t}" t`,
    );
    parts.push(`${t}:${r?.n}:${r?.h}`);
  }
  return parts.join('\n');
}
