import { Environment } from '@marcbachmann/cel-js';
import { sessionFieldsConfig } from '@/generated/config/session-fields';
import { sessionIntFields, type SessionRecord } from '@/generated/config/session-record';

/**
 * Evaluates the CEL conditions of spec/config (menus, popup chain) against the session.
 * Codegen already type-checked every expression, so a failure here is a bug worth a loud error.
 */
const env = new Environment({ unlistedVariablesAreDyn: false });
for (const [name, f] of Object.entries(sessionFieldsConfig.fields))
  env.registerVariable(name, f.type);

const compiled = new Map<string, (ctx: Record<string, unknown>) => unknown>();

function toCelContext(session: SessionRecord): Record<string, unknown> {
  const ctx: Record<string, unknown> = { ...session };
  for (const k of sessionIntFields) {
    const v = ctx[k];
    // CEL ints are BigInt; whole numbers from JSON become ints, others stay as they are.
    if (typeof v === 'number' && Number.isInteger(v)) ctx[k] = BigInt(v);
  }
  return ctx;
}

export function holds(expr: string | undefined, session: SessionRecord): boolean {
  if (!expr) return true;
  let fn = compiled.get(expr);
  if (!fn) {
    fn = env.parse(expr) as unknown as (ctx: Record<string, unknown>) => unknown;
    compiled.set(expr, fn);
  }
  try {
    return fn(toCelContext(session)) === true;
  } catch (e) {
    throw new Error(`Condition '${expr}' failed: ${(e as Error).message}`);
  }
}
