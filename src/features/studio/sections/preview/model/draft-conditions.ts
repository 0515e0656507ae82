import type { CondAst } from '@/lib/condition-eval';
import { collectConditions } from '../../../../../../codegen/steps/conditions.ts';
import type { LoadedConfigs } from '../../../../../../codegen/steps/config-modules.ts';
import { checkCondition } from '../../chain/model/condition-check';

/** A condition that never holds: the app's answer to one it cannot evaluate. */
const NEVER: CondAst = ['v', false];

/**
 * Every condition of the draft (menus and popup chains) as the tree the app evaluates, keyed by
 * its CEL text like GET /config serves a published version's. A draft may still hold a condition
 * the checker refuses (drafts save with problems): it never holds, as "who sees it" explains it,
 * so the preview shows the rest of the draft instead of failing.
 */
export function draftConditionTrees(
  files: Readonly<Record<string, unknown>>,
): Record<string, readonly [string, ...unknown[]]> {
  const trees: Record<string, CondAst> = {};
  for (const { expr } of collectConditions(files as LoadedConfigs)) {
    if (Object.hasOwn(trees, expr)) continue;
    const check = checkCondition(expr, files['session-fields']);
    trees[expr] = check.ok ? check.tree : NEVER;
  }
  return trees;
}
