// Live check of a condition as staff type it, in the browser: the same CEL parser, session-field
// types and tree conversion the checker and codegen use (codegen/steps), with no eval (cel-js
// interprets; the CSP stays strict). The server's checker stays the judge at save and publish;
// this only answers sooner, in Korean.
import type { Environment } from '@marcbachmann/cel-js';
import { messages } from '@/generated/config/messages-studio';
import { sessionFieldsConfig } from '@/generated/config/session-fields';
import { type CondAst } from '@/lib/condition-eval';
import { readConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { conditionAst } from '../../../../../../codegen/steps/condition-ast.ts';
import { sessionEnvironment } from '../../../../../../codegen/steps/conditions.ts';

type FieldsDoc = Parameters<typeof sessionEnvironment>[0];

export type ConditionCheck = { ok: true; tree: CondAst } | { ok: false; reason: string };
const envs = new WeakMap<object, Environment>();

function environment(doc: FieldsDoc): Environment {
  let env = envs.get(doc);
  if (!env) envs.set(doc, (env = sessionEnvironment(doc)));
  return env;
}

function reasonOf(message: string): string {
  const t = readConfig(messages.studioEditors).condition;

  const first = message.split('\n')[0] ?? '';
  const unknown = /Unknown variable: (\w+)/.exec(first);
  if (unknown) return fmt(t.unknownField, { field: unknown[1]! });
  if (/no such overload/.test(first)) return t.typeMismatch;
  if (/not supported in config conditions/.test(first)) return t.unsupported;
  return t.syntax;
}

/**
 * Checks one condition against the session fields (the draft's read-only copy, else the
 * built-in one): syntax, unknown fields, a non-bool result, operators the app cannot evaluate.
 */
export function checkCondition(
  expr: string,
  fields: unknown = sessionFieldsConfig,
): ConditionCheck {
  const t = readConfig(messages.studioEditors).condition;

  if (!expr.trim()) return { ok: false, reason: t.empty };
  const env = environment((fields ?? sessionFieldsConfig) as FieldsDoc);
  let result: { valid: boolean; type?: unknown; error?: Error };
  try {
    result = env.check(expr) as typeof result;
  } catch (e) {
    result = { valid: false, error: e as Error };
  }
  if (!result.valid) return { ok: false, reason: reasonOf(result.error?.message ?? '') };
  if (result.type !== undefined && !['bool', 'dyn'].includes(String(result.type)))
    return { ok: false, reason: t.notBool };
  try {
    return { ok: true, tree: conditionAst(env, expr) };
  } catch (e) {
    return { ok: false, reason: reasonOf((e as Error).message) };
  }
}
