// @vitest-environment node
// Guards of the contract tests (server/handlers/<tag>.contract.test.ts, server/test/contract.ts):
// every operation of spec/openapi.yaml is called by a case in the file of its tag, and every
// request body's example, which cases send as is, passes its own schema.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bodyValidator, operations } from './test/helpers.ts';

const handlers = path.join(path.dirname(fileURLToPath(import.meta.url)), 'handlers');
const SUFFIX = '.contract.test.ts';

/** The operations each contract file calls, by tag (the file name): every `op: '<id>'`. */
function calledByTag(): Map<string, Set<string>> {
  const byTag = new Map<string, Set<string>>();
  for (const name of readdirSync(handlers).filter((n) => n.endsWith(SUFFIX))) {
    const text = readFileSync(path.join(handlers, name), 'utf8');
    byTag.set(
      name.slice(0, -SUFFIX.length),
      new Set([...text.matchAll(/\bop: '(\w+)'/g)].map((m) => m[1]!)),
    );
  }
  return byTag;
}

const tagOf = (op: { tags?: string[] }) => op.tags?.[0] ?? 'untagged';

describe('contract coverage', () => {
  it('every operationId is called by a case in the contract file of its tag', () => {
    const called = calledByTag();
    const missing = operations
      .filter((o) => !called.get(tagOf(o.op))?.has(o.op.operationId))
      .map((o) => `${o.op.operationId} (server/handlers/${tagOf(o.op)}${SUFFIX})`);
    expect(missing).toEqual([]);
  });

  it('every contract file is named by a tag and calls only operations of the spec', () => {
    const tags = new Set(operations.map((o) => tagOf(o.op)));
    const ids = new Set(operations.map((o) => o.op.operationId));
    const unknown = [...calledByTag()].flatMap(([tag, ops]) => [
      ...(tags.has(tag) ? [] : [`${tag}${SUFFIX}: no such tag`]),
      ...[...ops].filter((id) => !ids.has(id)).map((id) => `${tag}${SUFFIX}: no operation ${id}`),
    ]);
    expect(unknown).toEqual([]);
  });

  it('every request body carries an example that passes its own schema', () => {
    const bodies = operations.flatMap((o) =>
      Object.entries(o.op.requestBody?.content ?? {}).map(([type, c]) => ({
        id: o.op.operationId,
        type,
        example: (c as { example?: unknown }).example,
        ok: bodyValidator(o.op.operationId, type)!,
      })),
    );
    expect(bodies.length).toBeGreaterThan(10);
    for (const b of bodies) {
      expect(b.example, `${b.id} ${b.type} has no example`).toBeDefined();
      expect(b.ok(b.example), `${b.id} ${b.type} example`).toBe(true);
    }
  });
});
