import type { SessionFieldsConfig } from '@/generated/config/session-fields';
import { checkCondition, sessionEnvironment } from '@config/conditions/check-conditions';
import {
  conditionFields,
  evaluateCondition,
  type CondAst,
} from '@config/conditions/condition-eval';
import { problemText } from '@config/problem-text';

/** One condition evaluated for an account, with the session values that decided it. */
export interface Explained {
  /** Undefined when there is no condition (always true). */
  expr?: string;
  holds: boolean;
  /** The condition does not check: it never holds (the app treats it as false). */
  broken?: string;
  values: { field: string; value: unknown }[];
}

/** Evaluates a condition for one session (Unleash playground style: result plus its inputs). */
export function explainCondition(
  expr: string | undefined,
  session: object,
  fields: SessionFieldsConfig,
): Explained {
  if (expr === undefined || expr.trim() === '') return { holds: true, values: [] };
  const check = checkCondition(sessionEnvironment(fields), expr);
  if (!check.ok)
    return { expr, holds: false, broken: problemText(check.code, check.params), values: [] };
  return { expr, ...evaluateTree(check.tree, session as Readonly<Record<string, unknown>>) };
}

function evaluateTree(tree: CondAst, session: Readonly<Record<string, unknown>>) {
  return {
    holds: evaluateCondition(tree, session),
    values: [...conditionFields(tree)].map((field) => ({ field, value: session[field] })),
  };
}

/** A session value as staff read it: strings quoted, null and lists as JSON. */
export function showValue(value: unknown): string {
  if (value === undefined) return 'undefined';
  return JSON.stringify(value);
}
