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

// cel-js AST operator names, said the way staff reading a problem line would say them.
const OP_NAMES: Record<string, string> = {
  rcall: 'method calls',
  call: 'function calls',
  '.': 'field access',
  '[]': 'indexing',
  in: "'in'",
  list: 'list literals',
  map: 'map literals',
  '?:': "'? :'",
};

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
      throw new Error(
        'only bool, number, string and null literals are supported in config conditions',
      );
    }
    case '!_':
      return ['!', convert(node.args as CelNode)];
    default: {
      const args = node.args as CelNode[];
      if (!BINARY.has(node.op) || !Array.isArray(args) || args.length !== 2)
        throw new Error(
          `${OP_NAMES[node.op] ?? `'${node.op}'`} not supported in config conditions (use !, &&, ||, comparisons, fields and literals)`,
        );
      return [node.op as CondOp, convert(args[0]!), convert(args[1]!)];
    }
  }
}

/** Parses one CEL expression and returns its tree; throws on syntax or an operator outside the subset. */
export function conditionAst(env: Environment, expr: string): CondAst {
  return convert((env.parse(expr) as unknown as { ast: CelNode }).ast);
}
