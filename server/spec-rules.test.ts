// @vitest-environment node
// The input rules of server/test/spec-rules.ts hold for every operation of spec/openapi.yaml,
// including operations added later.
import { describe, expect, it } from 'vitest';
import { loadSpec } from './app.ts';
import { inputRuleViolations } from './test/spec-rules.ts';

const body = (schema: unknown, example: unknown = {}) => ({
  paths: {
    '/x': {
      post: {
        requestBody: { required: true, content: { 'application/json': { schema, example } } },
      },
    },
  },
});

describe('spec input rules', () => {
  it('every string has maxLength, every integer an int4 range, every body an example', () => {
    expect(inputRuleViolations(loadSpec() as never)).toEqual([]);
  });

  it('reports the rules it checks', () => {
    expect(
      inputRuleViolations(body({ type: 'object', properties: { s: { type: 'string' } } })),
    ).toEqual(['POST /x: body.s: string without maxLength']);
    expect(
      inputRuleViolations(
        body({ type: 'object', properties: { n: { type: 'integer', minimum: 1 } } }),
      ),
    ).toEqual(['POST /x: body.n: integer without minimum and maximum']);
    expect(
      inputRuleViolations(
        body({
          type: 'object',
          properties: { n: { type: 'integer', minimum: 1, maximum: 99999999999 } },
        }),
      ),
    ).toEqual(['POST /x: body.n: integer range beyond int4']);
    expect(inputRuleViolations(body({ type: 'object', required: ['a'] }, { b: 1 })).join()).toMatch(
      /example fails its schema/,
    );
    expect(
      inputRuleViolations({
        paths: {
          '/y/{id}': {
            delete: { parameters: [{ name: 'id', in: 'path', schema: { type: 'integer' } }] },
          },
        },
      }),
    ).toEqual(['DELETE /y/{id}: path id: integer without minimum and maximum']);
  });
});
