import { conditionTrees } from '@/generated/config/conditions';
import type { SessionRecord } from '@/generated/config/session-record';
import { evaluateCondition } from '@config/conditions/condition-eval';
import { activeSnapshot } from './config/store';

/**
 * Evaluates a condition of the active config (menus, popup chains) against the session. Each CEL
 * expression arrives checked and turned into a JSON tree: the built-in ones from codegen, the
 * ones a published version adds with its snapshot (GET /config); one evaluator walks both. An
 * expression with no tree is a bug worth a loud error.
 */
export function holds(expr: string | undefined, session: SessionRecord): boolean {
  if (!expr) return true;
  const tree = activeSnapshot().conditions[expr] ?? conditionTrees[expr];
  if (!tree) throw new Error(`Condition '${expr}' is not in the active config`);
  return evaluateCondition(tree, session as unknown as Record<string, unknown>);
}
