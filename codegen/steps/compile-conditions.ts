import type { SpecProblem } from '../lib/report.ts';
import type { GeneratedFile } from '../lib/write-generated.ts';
import { conditionAst, type CondAst } from './condition-ast.ts';
import { collectConditions, sessionEnvironment, type ConditionSite } from './conditions.ts';
import type { LoadedConfigs } from './config-modules.ts';

function compileAll(configs: LoadedConfigs): {
  trees: Map<string, CondAst>;
  problems: SpecProblem[];
} {
  const env = sessionEnvironment(
    configs['session-fields'] as Parameters<typeof sessionEnvironment>[0],
  );
  const problems: SpecProblem[] = [];
  const trees = new Map<string, CondAst>();
  for (const site of collectConditions(configs) as ConditionSite[]) {
    if (trees.has(site.expr)) continue;
    try {
      trees.set(site.expr, conditionAst(env, site.expr));
    } catch (e) {
      problems.push({ ...site, reason: (e as Error).message.split('\n')[0] ?? 'cannot compile' });
    }
  }
  return { trees, problems };
}

/** Conditions that type-check but use CEL beyond what the app evaluates (the checker's rule). */
export function conditionSubsetProblems(configs: LoadedConfigs): SpecProblem[] {
  return compileAll(configs).problems;
}

/** Every condition of a config set as the JSON tree the app evaluates, keyed by its CEL text. */
export function conditionTreesOf(configs: LoadedConfigs): Record<string, CondAst> {
  return Object.fromEntries(compileAll(configs).trees);
}

/**
 * Every condition of the built-in config as a small JSON tree, so the app evaluates conditions
 * without shipping a CEL interpreter or using eval. Published config brings its own trees from
 * the server (GET /config), built the same way; src/lib/condition-eval.ts walks both.
 */
export function compileConditions(configs: LoadedConfigs): GeneratedFile {
  return {
    path: 'src/generated/config/conditions.ts',
    sources: [
      'spec/config/menus.json',
      'spec/config/popup-chain.json',
      'spec/config/session-fields.json',
    ],
    content:
      `/** Every CEL condition of spec/config as a JSON tree; the runtime config adds published ones. */\n` +
      `export const conditionTrees: Record<string, readonly [string, ...unknown[]]> = ${JSON.stringify(conditionTreesOf(configs), null, 2)};\n`,
    parser: 'typescript',
  };
}
