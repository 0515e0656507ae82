// @vitest-environment node
// zod schemas for path and query parameters (issue 28, item 4): one per operation that has
// them, the same rules the server validates by, and the same types openapi-fetch is called with.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { z } from 'zod';
import { requestParamSchemas } from '../../src/generated/api/params';
import type { operations } from '../../src/generated/api/schema';

type Params = typeof requestParamSchemas;

/** true when each schema's output is what the operation's typed parameters take, and those
 * parameters are what the schema accepts; false otherwise. */
type Agree<S, Op extends keyof operations> = {
  [P in keyof S & ('path' | 'query')]: S[P] extends z.ZodType
    ? z.output<S[P]> extends NonNullable<operations[Op]['parameters'][P]>
      ? NonNullable<operations[Op]['parameters'][P]> extends z.input<S[P]>
        ? true
        : false
      : false
    : false;
}[keyof S & ('path' | 'query')];
type AllAgree = {
  [Op in keyof Params]: Op extends keyof operations ? Agree<Params[Op], Op> : false;
}[keyof Params];

// Checked by tsc: fails when a generated schema and the generated operation types disagree.
const allAgree: false extends AllAgree ? never : true = true;
// @ts-expect-error the proof that Agree can fail: page typed as a string
const wrongPage: false extends Agree<
  { query: z.ZodObject<{ page: z.ZodString }> },
  'getDabangRoomList'
>
  ? never
  : true = true;

interface Operation {
  operationId: string;
  parameters?: { $ref?: string; name?: string; in?: string; required?: boolean }[];
}
const spec = parse(readFileSync(path.join(__dirname, '../../spec/openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
  components: { parameters: Record<string, { name: string; in: string; required?: boolean }> };
};

describe('requestParamSchemas', () => {
  it('has the path and query parameters of every operation, by name', () => {
    expect(allAgree).toBe(true);
    expect(wrongPage).toBe(true);
    const expected: Record<string, Record<string, string[]>> = {};
    for (const methods of Object.values(spec.paths))
      for (const op of Object.values(methods)) {
        const params = (op.parameters ?? []).map((p) =>
          p.$ref ? spec.components.parameters[p.$ref.split('/').pop()!]! : p,
        );
        for (const place of ['path', 'query'])
          for (const p of params.filter((x) => x.in === place))
            ((expected[op.operationId] ??= {})[place] ??= []).push(p.name!);
      }
    const generated = Object.fromEntries(
      Object.entries(requestParamSchemas).map(([op, places]) => [
        op,
        Object.fromEntries(
          Object.entries(places).map(([place, schema]) => [place, Object.keys(schema.shape)]),
        ),
      ]),
    );
    expect(generated).toEqual(expected);
  });

  it('takes the spec limits, enums and defaults of GET /room/dabang-list', () => {
    const query = requestParamSchemas.getDabangRoomList.query;
    expect(query.parse({ keyword: '역삼', status: 'public' })).toEqual({
      keyword: '역삼',
      status: 'public',
      page: 1,
      limit: 10,
    });
    for (const bad of [
      { page: 0 },
      { limit: 101 },
      { status: 'CASTLE' },
      { keyword: 'ㄱ'.repeat(101) },
    ])
      expect(query.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });

  it('checks path parameters: an opaque room id, an inquiry tab and id', () => {
    const room = requestParamSchemas.getRoom.path;
    expect(room.safeParse({ roomId: '3f2a9c0d4b1e4f6a8c7d2e1f0a9b8c7d' }).success).toBe(true);
    expect(room.safeParse({ roomId: '../../etc/passwd' }).success).toBe(false);
    const inquiry = requestParamSchemas.getInquiryDetail.path;
    expect(inquiry.safeParse({ tab: 'talk', inquiryId: 7 }).success).toBe(true);
    expect(inquiry.safeParse({ tab: 'mail', inquiryId: 7 }).success).toBe(false);
    expect(inquiry.safeParse({ tab: 'sms', inquiryId: 0 }).success).toBe(false);
  });
});
