import { compiledConditions } from '@/generated/config/conditions';
import type { SessionRecord } from '@/generated/config/session-record';

/**
 * Evaluates a condition of spec/config (menus, popup chain) against the session. Codegen
 * type-checked each CEL expression and compiled it to a function; an expression that is not
 * in spec/config has no function, which is a bug worth a loud error.
 */
export function holds(expr: string | undefined, session: SessionRecord): boolean {
  if (!expr) return true;
  const fn = compiledConditions[expr];
  if (!fn) throw new Error(`Condition '${expr}' is not in spec/config; run \`npm run codegen\``);
  return fn(session) === true;
}
