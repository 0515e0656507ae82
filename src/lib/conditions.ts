import { conditionTrees } from '@/generated/config/conditions';
import type { SessionRecord } from '@/generated/config/session-record';
import { evaluateCondition } from './condition-eval';

/**
 * Evaluates a condition of the active config (menus, popup chains) against the session. Each CEL
 * expression arrives checked and turned into a JSON tree, from codegen for the built-in config
 * and from GET /config for a published one (both land in `conditionTrees`); one evaluator walks
 * it. An expression with no tree is a bug worth a loud error.
 */
export function holds(expr: string | undefined, session: SessionRecord): boolean {
  if (!expr) return true;
  const tree = conditionTrees[expr];
  if (!tree) throw new Error(`Condition '${expr}' is not in the active config`);
  return evaluateCondition(tree, session as unknown as Record<string, unknown>);
}
