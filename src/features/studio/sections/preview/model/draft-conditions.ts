import {
  checkCondition,
  collectConditions,
  sessionEnvironment,
} from '@config/conditions/check-conditions';
import type { CondAst } from '@config/conditions/condition-eval';
import type { StudioFiles } from '../../../model/studio-section';

/** A condition that never holds: the app's answer to one it cannot evaluate. */
const NEVER: CondAst = ['v', false];

/**
 * Every condition of the draft (menus and popup chains) as the tree the app evaluates, keyed by
 * its CEL text like GET /config serves a published version's. A draft may still hold a condition
 * the checker refuses (drafts save with problems): it never holds, as "who sees it" explains it,
 * so the preview shows the rest of the draft instead of failing.
 */
export function draftConditionTrees(
  files: Pick<StudioFiles, 'menus' | 'popup-chain' | 'session-fields'>,
): Record<string, CondAst> {
  const env = sessionEnvironment(files['session-fields']);
  const trees: Record<string, CondAst> = {};
  for (const { expr } of collectConditions(files)) {
    if (Object.hasOwn(trees, expr)) continue;
    const check = checkCondition(env, expr);
    trees[expr] = check.ok ? check.tree : NEVER;
  }
  return trees;
}
