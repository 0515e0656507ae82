// Turns a checked CEL condition into the small JSON tree the app evaluates (./condition-eval.ts).
// The same function serves codegen (built-in config) and the server (published config), so both
// kinds of config reach the browser in one form and go through one evaluator, with no eval.
import type { Environment } from '@marcbachmann/cel-js';

export type CondOp = '&&' | '||' | '==' | '!=' | '<' | '<=' | '>' | '>=';
/** String tests staff choose offices with: `addressSigungu.startsWith("강남")`. */
export type CondMethod = 'startsWith' | 'contains';
export type CondAst =
  | ['id', string]
  | ['v', boolean | number | string | null]
  | ['list', ...CondAst[]]
  | ['!', CondAst]
  | [CondOp, CondAst, CondAst]
  | [CondMethod, CondAst, CondAst]
  | ['in', CondAst, CondAst];

const BINARY = new Set<string>(['&&', '||', '==', '!=', '<', '<=', '>', '>=']);
const METHODS = new Set<string>(['startsWith', 'contains']);

// cel-js AST operator names, said the way staff reading a problem would say them.
const OP_NAMES: Record<string, string> = {
  call: '함수 호출',
  '.': '항목 접근(.)',
  '[]': '인덱스([])',
  list: '목록 값',
  map: '맵 값',
  '?:': "'? :'",
};

/** A CEL construct the app's evaluator does not run (./condition-eval.ts). */
export class UnsupportedCondition extends Error {
  constructor(readonly what: string) {
    super(`${what} not supported in config conditions`);
  }
}

interface CelNode {
  op: string;
  args: unknown;
}

function convert(node: CelNode): CondAst {
  switch (node.op) {
    case 'id':
      return ['id', String(node.args)];
    case 'value': {
      const v = node.args;
      if (typeof v === 'bigint') return ['v', Number(v)];
      if (v === null || ['boolean', 'number', 'string'].includes(typeof v))
        return ['v', v as boolean | number | string | null];
      throw new UnsupportedCondition(typeof v === 'object' ? '목록/맵 값' : `${typeof v} 값`);
    }
    case '!_':
      return ['!', convert(node.args as CelNode)];
    case 'rcall': {
      // [method, receiver, [arguments]]; cel-js has already checked the types.
      const [name, receiver, args] = node.args as [string, CelNode, CelNode[]];
      if (!METHODS.has(name) || args.length !== 1)
        throw new UnsupportedCondition(`메서드 '${name}'`);
      return [name as CondMethod, convert(receiver), convert(args[0]!)];
    }
    case 'in': {
      // `x in [values]` or `x in listField`.
      const [item, list] = node.args as [CelNode, CelNode];
      return ['in', convert(item), list.op === 'list' ? listOf(list) : convert(list)];
    }
    default: {
      const args = node.args as CelNode[];
      if (!BINARY.has(node.op) || !Array.isArray(args) || args.length !== 2)
        throw new UnsupportedCondition(OP_NAMES[node.op] ?? `'${node.op}'`);
      return [node.op as CondOp, convert(args[0]!), convert(args[1]!)];
    }
  }
}

/** A list written in the condition: values only, so the tree stays data. */
function listOf(node: CelNode): CondAst {
  const items = (node.args as CelNode[]).map((n) => {
    if (n.op !== 'value') throw new UnsupportedCondition('값이 아닌 목록 항목');
    return convert(n);
  });
  return ['list', ...items];
}

/** Parses one CEL expression and returns its tree; throws on syntax or an operator outside the subset. */
export function conditionAst(env: Environment, expr: string): CondAst {
  return convert((env.parse(expr) as unknown as { ast: CelNode }).ast);
}
