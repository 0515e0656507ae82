// Turns a checked CEL condition into the small JSON tree the app evaluates (src/lib/condition-eval.ts).
// The same function serves codegen (built-in config) and the server (published config), so both
// kinds of config reach the browser in one form and go through one evaluator, with no eval.
import type { Environment } from '@marcbachmann/cel-js';

export type CondOp = '&&' | '||' | '==' | '!=' | '<' | '<=' | '>' | '>=';
export type CondAst =
  | ['id', string]
  | ['v', boolean | number | string | null]
  | ['!', CondAst]
  | [CondOp, CondAst, CondAst];

const BINARY = new Set<string>(['&&', '||', '==', '!=', '<', '<=', '>', '>=']);

// cel-js AST operator names, said the way staff reading a problem would say them.
const OP_NAMES: Record<string, string> = {
  rcall: '메서드 호출',
  call: '함수 호출',
  '.': '항목 접근(.)',
  '[]': '인덱스([])',
  in: "'in'",
  list: '목록 값',
  map: '맵 값',
  '?:': "'? :'",
};

/** A CEL construct the app's evaluator does not run (src/lib/condition-eval.ts). */
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
    default: {
      const args = node.args as CelNode[];
      if (!BINARY.has(node.op) || !Array.isArray(args) || args.length !== 2)
        throw new UnsupportedCondition(OP_NAMES[node.op] ?? `'${node.op}'`);
      return [node.op as CondOp, convert(args[0]!), convert(args[1]!)];
    }
  }
}

/** Parses one CEL expression and returns its tree; throws on syntax or an operator outside the subset. */
export function conditionAst(env: Environment, expr: string): CondAst {
  return convert((env.parse(expr) as unknown as { ast: CelNode }).ast);
}
