// The one evaluator of config conditions (built-in and published alike, in the browser and on the
// server, which decides which offices a rollout reaches): walks the JSON tree that codegen and
// the server produce from CEL (./condition-ast.ts). No eval, no CEL runtime in the browser; an
// unknown operator or a value of the wrong type is false rather than a crash.
export type CondAst = readonly [string, ...unknown[]];

type Values = Readonly<Record<string, unknown>>;

const COMPARISONS = new Set(['==', '!=', '<', '<=', '>', '>=']);

function value(node: CondAst, s: Values): unknown {
  const [op, a, b] = node;
  switch (op) {
    case 'id':
      return s[a as string];
    case 'v':
      return a;
    case '!':
      return !truthy(a as CondAst, s);
    case '&&':
      return truthy(a as CondAst, s) && truthy(b as CondAst, s);
    case '||':
      return truthy(a as CondAst, s) || truthy(b as CondAst, s);
    case 'list':
      return node.slice(1).map((n) => value(n as CondAst, s));
    case 'in': {
      const [item, list] = [value(a as CondAst, s), value(b as CondAst, s)];
      return Array.isArray(list) && list.includes(item);
    }
    case 'startsWith':
    case 'contains': {
      const [text, part] = [value(a as CondAst, s), value(b as CondAst, s)];
      if (typeof text !== 'string' || typeof part !== 'string') return false;
      return op === 'contains' ? text.includes(part) : text.startsWith(part);
    }
  }
  if (!COMPARISONS.has(op)) return undefined;
  const l = value(a as CondAst, s);
  const r = value(b as CondAst, s);
  switch (op) {
    case '==':
      return l === r;
    case '!=':
      return l !== r;
  }
  if (typeof l !== typeof r || (typeof l !== 'number' && typeof l !== 'string')) return false;
  const [x, y] = [l as number | string, r as number | string];
  return op === '<' ? x < y : op === '<=' ? x <= y : op === '>' ? x > y : op === '>=' && x >= y;
}

function truthy(node: CondAst, s: Values): boolean {
  return value(node, s) === true;
}

/** True when the condition holds for the session values. */
export function evaluateCondition(node: CondAst, s: Values): boolean {
  return truthy(node, s);
}

/** The session fields a condition reads, for "who sees it" explanations. */
export function conditionFields(node: CondAst, out: Set<string> = new Set()): Set<string> {
  const [op, ...rest] = node;
  if (op === 'id') out.add(rest[0] as string);
  else if (op !== 'v') for (const c of rest) conditionFields(c as CondAst, out);
  return out;
}
