// The spec cannot break clients silently (issue 28, item 4): which changes of spec/openapi.yaml
// break a client, and the CI step that compares the file with the previous commit of main.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { specChanges } from './lib/spec-breaks.ts';
import { specDiff } from './spec-diff.ts';

type Doc = Record<string, any>;

/** A small document with what the rules look at: parameters (inline and shared), a request
 * body, a response, a shared enum and x-roles. */
const small = (): Doc => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/rooms': {
      get: {
        operationId: 'getRooms',
        'x-roles': ['broker', 'master'],
        parameters: [
          { name: 'keyword', in: 'query', schema: { type: 'string', maxLength: 50 } },
          { $ref: '#/components/parameters/Page' },
        ],
        responses: {
          '200': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Room' } } },
          },
        },
      },
      post: {
        operationId: 'postRoom',
        'x-roles': ['broker'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/RoomInput' } } },
        },
        responses: { '200': { description: 'ok' } },
      },
    },
  },
  components: {
    parameters: { Page: { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1 } } },
    schemas: {
      Status: { type: 'string', enum: ['public', 'hidden', 'waiting'] },
      Room: {
        type: 'object',
        required: ['id'],
        properties: {
          id: { type: 'string' },
          title: { type: 'string' },
          status: { $ref: '#/components/schemas/Status' },
        },
      },
      RoomInput: {
        type: 'object',
        additionalProperties: false,
        required: ['title'],
        properties: {
          title: { type: 'string', maxLength: 100 },
          floor: { type: 'integer' },
          memo: { type: 'string' },
          status: { $ref: '#/components/schemas/Status' },
        },
      },
    },
  },
});

const get = (d: Doc) => d.paths['/rooms'].get;
const input = (d: Doc) => d.components.schemas.RoomInput;

/** The breaking changes `edit` makes to the small document, as `operation: description`. */
function breaksOf(edit: (d: Doc) => void): string[] {
  const after = small();
  edit(after);
  return specChanges(small(), after)
    .filter((c) => c.breaking)
    .map((c) => `${c.operation}: ${c.description}`);
}

describe('what breaks a client', () => {
  it('a renamed query parameter, inline or shared', () => {
    expect(breaksOf((d) => (get(d).parameters[0].name = 'q'))).toEqual([
      'GET /rooms: [Removed] query parameter `keyword`',
    ]);
    expect(breaksOf((d) => (d.components.parameters.Page.name = 'p'))).toEqual([
      'GET /rooms: [Removed] query parameter `page`',
    ]);
  });

  it('a removed operation, and a renamed path', () => {
    expect(breaksOf((d) => delete d.paths['/rooms'].post)).toEqual([
      'POST /rooms: [Removed] operation POST /rooms',
    ]);
    const renamed = breaksOf((d) => {
      d.paths['/room-list'] = d.paths['/rooms'];
      delete d.paths['/rooms'];
    });
    expect(renamed).toEqual([
      'GET /rooms: [Removed] operation GET /rooms',
      'POST /rooms: [Removed] operation POST /rooms',
    ]);
  });

  it('a property removed or renamed, in a request body or a response', () => {
    expect(breaksOf((d) => delete input(d).properties.memo)).toEqual([
      'POST /rooms: [Removed] property `memo` in Request Body content (application/json)',
    ]);
    expect(
      breaksOf((d) => {
        const room = d.components.schemas.Room;
        room.properties.name = room.properties.title;
        delete room.properties.title;
      }),
    ).toEqual([
      'GET /rooms: [Removed] property `title` in Response 200 content (application/json)',
    ]);
  });

  it('a narrowed type: string → integer in a query, an enum value removed from a request', () => {
    expect(breaksOf((d) => (get(d).parameters[0].schema = { type: 'integer' }))).toHaveLength(1);
    // Status is sent in the POST body and read from the GET answer: removing a value breaks the
    // requests that send it; the answers only get fewer values.
    expect(breaksOf((d) => (d.components.schemas.Status.enum = ['public', 'hidden']))).toEqual([
      'POST /rooms: [Replaced] possible values of `status` in Request Body content (application/json)',
    ]);
    expect(breaksOf((d) => (input(d).properties.title.maxLength = 20))).toHaveLength(1);
  });

  it('a new required input: parameter, body property, or an optional one made required', () => {
    expect(
      breaksOf((d) =>
        get(d).parameters.push({
          name: 'sort',
          in: 'query',
          required: true,
          schema: { type: 'string' },
        }),
      ),
    ).toEqual(['GET /rooms: [Added] required query parameter `sort`']);
    expect(breaksOf((d) => input(d).required.push('floor')).length).toBeGreaterThan(0);
    expect(breaksOf((d) => (get(d).parameters[0].required = true)).length).toBeGreaterThan(0);
  });

  it('a new enum value in an answer (a client may not know what to show for it)', () => {
    const b = breaksOf((d) => d.components.schemas.Status.enum.push('deleted'));
    expect(b.length).toBeGreaterThan(0);
    expect(b.every((line) => line.startsWith('GET /rooms:'))).toBe(true);
  });

  it('a role taken out of x-roles', () => {
    expect(breaksOf((d) => (get(d)['x-roles'] = ['master']))).toEqual([
      'GET /rooms: [Removed] x-roles broker',
    ]);
  });

  it('nothing that widens what a request accepts or adds to an answer', () => {
    for (const edit of [
      (d: Doc) => (input(d).properties.photo = { type: 'string' }),
      (d: Doc) => get(d).parameters.push({ name: 'sort', in: 'query', schema: { type: 'string' } }),
      (d: Doc) => (d.components.schemas.Room.properties.floor = { type: 'integer' }),
      (d: Doc) => (input(d).properties.title.maxLength = 200),
      (d: Doc) => (input(d).properties.floor.type = 'number'),
      (d: Doc) => (input(d).properties.memo.type = ['string', 'null']),
      (d: Doc) => (get(d).parameters[0].required = false),
      (d: Doc) => get(d)['x-roles'].push('staff'),
      (d: Doc) => (get(d).summary = 'Rooms of the office'),
    ])
      expect(breaksOf(edit)).toEqual([]);
  });
});

describe('on the portal spec', () => {
  const spec = parse(readFileSync(path.join(import.meta.dirname, '../spec/openapi.yaml'), 'utf8'));
  /** The spec with only `route` (the comparison of all ~100 operations takes seconds). */
  const only = (route: string): Doc => ({
    ...spec,
    paths: { [route]: structuredClone(spec.paths[route]) },
  });

  it('fails on the renamed query parameter keyword of GET /room/dabang-list', () => {
    const after = only('/room/dabang-list');
    const keyword = after.paths['/room/dabang-list'].get.parameters.find(
      (p: Doc) => p.name === 'keyword',
    );
    keyword.name = 'searchText';
    expect(
      specChanges(only('/room/dabang-list'), after)
        .filter((c) => c.breaking)
        .map((c) => c.description),
    ).toEqual(['[Removed] query parameter `keyword`']);
  });

  it('passes an added optional field of the login body', () => {
    const after = only('/user/login');
    after.paths['/user/login'].post.requestBody.content[
      'application/json'
    ].schema.properties.remember = { type: 'boolean' };
    const changes = specChanges(only('/user/login'), after);
    expect(changes.map((c) => [c.breaking, c.description])).toEqual([
      [false, '[Added] property `remember` in Request Body content (application/json)'],
    ]);
  });
});

describe('the spec diff step (scripts/spec-diff.ts)', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
  const git = (cwd: string, ...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  function repo(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'spec-diff-'));
    dirs.push(dir);
    git(dir, 'init', '-q', '-b', 'main');
    return dir;
  }
  function commit(dir: string, doc: Doc, message: string) {
    mkdirSync(path.join(dir, 'spec'), { recursive: true });
    writeFileSync(path.join(dir, 'spec/openapi.yaml'), stringify(doc));
    git(dir, 'add', '-A');
    git(dir, 'commit', '-q', '--allow-empty', '-m', message);
  }
  const renamed = () => {
    const d = small();
    get(d).parameters[0].name = 'q';
    return d;
  };
  const env = {} as NodeJS.ProcessEnv;

  it('skips with a clear line on the first commit and in a shallow clone', () => {
    const dir = repo();
    commit(dir, small(), 'first');
    expect(specDiff(dir, env)).toEqual({
      code: 0,
      lines: ['spec diff: skipped, nothing to compare with: the first commit.'],
    });
    commit(dir, renamed(), 'rename keyword');
    const shallow = mkdtempSync(path.join(tmpdir(), 'spec-diff-shallow-'));
    dirs.push(shallow);
    git(tmpdir(), 'clone', '-q', '--depth', '1', `file://${dir}`, shallow);
    expect(specDiff(shallow, env).lines[0]).toMatch(/skipped.*shallow clone/);
  });

  it('fails main on a renamed query parameter unless a commit says Spec-Break', () => {
    const dir = repo();
    commit(dir, small(), 'first');
    commit(dir, renamed(), 'Rename keyword');
    const r = specDiff(dir, env);
    expect(r.code).toBe(1);
    expect(r.lines).toContain('  ✗ GET /rooms: [Removed] query parameter `keyword`');
    expect(r.lines.join('\n')).toContain('Spec-Break: <why');

    git(
      dir,
      'commit',
      '-q',
      '--amend',
      '-m',
      'Rename keyword\n\nSpec-Break: q is what the search box sends',
    );
    expect(specDiff(dir, env)).toMatchObject({ code: 0 });
    expect(specDiff(dir, env).lines.at(-1)).toContain('q is what the search box sends');
  });

  it('passes an added optional field, and compares a branch with where it leaves main', () => {
    const dir = repo();
    commit(dir, small(), 'first');
    const wider = small();
    input(wider).properties.photo = { type: 'string' };
    commit(dir, wider, 'Add photo');
    expect(specDiff(dir, env)).toMatchObject({ code: 0 });

    git(dir, 'checkout', '-q', '-b', 'feature');
    commit(dir, { ...wider, info: { ...wider.info, summary: 'x' } }, 'docs');
    commit(
      dir,
      (() => {
        const d = structuredClone(wider);
        get(d).parameters[0].name = 'q';
        return d;
      })(),
      'Rename keyword',
    );
    const r = specDiff(dir, env);
    expect(r.code).toBe(1);
    expect(r.lines[0]).toMatch(/where feature leaves main/);
  });
});
