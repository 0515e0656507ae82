// Conditions in config are CEL over the session fields (session-fields.json). One checker for a
// single condition, used by the whole-set checker (every `when` and `deny`) and by the studio as
// staff type: it type-checks, then converts to the tree the app evaluates (condition-ast.ts).
import { Environment } from '@marcbachmann/cel-js';
import { problem, type ConfigProblem } from '../problems.ts';
import type { ProblemCode, ProblemParams } from '../problem-text.ts';
import { conditionAst, UnsupportedCondition, type CondAst } from './condition-ast.ts';

interface SessionFieldsDoc {
  fields: Record<string, { type: 'bool' | 'int' | 'string' | 'list' | 'dyn' }>;
}

export interface ConditionSite {
  file: string;
  pointer: string;
  expr: string;
}

/** Every CEL condition in the config files (menus, popup chains), with where it sits. */
export function collectConditions(configs: Readonly<Record<string, unknown>>): ConditionSite[] {
  const sites: ConditionSite[] = [];
  const walk = (file: string, node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((v, i) => walk(file, v, `${pointer}/${i}`));
    else if (node && typeof node === 'object')
      for (const [k, v] of Object.entries(node)) {
        if ((k === 'when' || k === 'deny') && typeof v === 'string')
          sites.push({ file, pointer: `${pointer}/${k}`, expr: v });
        else walk(file, v, `${pointer}/${k}`);
      }
  };
  walk('menus', configs.menus, '');
  walk('popup-chain', configs['popup-chain'], '');
  return sites;
}

const environments = new WeakMap<object, Environment>();

/** The CEL environment of a session-fields file (one per file object). */
export function sessionEnvironment(doc: unknown): Environment {
  const key = doc as object;
  let env = environments.get(key);
  if (!env) {
    env = new Environment({ unlistedVariablesAreDyn: false });
    for (const [name, f] of Object.entries((doc as SessionFieldsDoc).fields))
      env.registerVariable(name, f.type);
    environments.set(key, env);
  }
  return env;
}

export type ConditionResult =
  { ok: true; tree: CondAst } | { ok: false; code: ProblemCode; params: ProblemParams };

/** Checks one condition against the session fields and converts it to its tree. */
export function checkCondition(env: Environment, expr: string): ConditionResult {
  let result: { valid: boolean; type?: unknown; error?: Error };
  try {
    result = env.check(expr) as typeof result;
  } catch (e) {
    result = { valid: false, error: e as Error };
  }
  if (!result.valid) {
    const first = (result.error?.message ?? 'invalid expression').split('\n')[0] ?? '';
    const unknown = /Unknown variable: (\w+)/.exec(first);
    return unknown
      ? { ok: false, code: 'condition.unknownField', params: { field: unknown[1]! } }
      : { ok: false, code: 'condition.invalid', params: { detail: first } };
  }
  if (result.type !== undefined && !['bool', 'dyn'].includes(String(result.type)))
    return { ok: false, code: 'condition.notBool', params: { type: String(result.type) } };
  try {
    return { ok: true, tree: conditionAst(env, expr) };
  } catch (e) {
    if (e instanceof UnsupportedCondition)
      return { ok: false, code: 'condition.unsupported', params: { what: e.what } };
    return { ok: false, code: 'condition.invalid', params: { detail: (e as Error).message } };
  }
}

function checkAll(configs: Readonly<Record<string, unknown>>): {
  trees: Map<string, CondAst>;
  problems: ConfigProblem[];
} {
  const env = sessionEnvironment(configs['session-fields']);
  const trees = new Map<string, CondAst>();
  const problems: ConfigProblem[] = [];
  const seen = new Map<string, ConditionResult>();
  for (const site of collectConditions(configs)) {
    let r = seen.get(site.expr);
    if (!r) seen.set(site.expr, (r = checkCondition(env, site.expr)));
    if (r.ok) trees.set(site.expr, r.tree);
    else problems.push(problem(site.file, site.pointer, r.code, r.params));
  }
  return { trees, problems };
}

/** Every problem of the set's conditions: unknown fields, syntax, non-bool, beyond the subset. */
export const checkConditions = (configs: Readonly<Record<string, unknown>>): ConfigProblem[] =>
  checkAll(configs).problems;

/** Every condition of a config set as the tree the app evaluates, keyed by its CEL text. */
export const conditionTreesOf = (
  configs: Readonly<Record<string, unknown>>,
): Record<string, CondAst> => Object.fromEntries(checkAll(configs).trees);
