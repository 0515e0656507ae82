import type { GeneratedFile } from '../lib/write-generated.ts';
import type { SpecProblem } from '../lib/report.ts';
import { collectConditions, sessionEnvironment, type ConditionSite } from './conditions.ts';
import type { LoadedConfigs } from './config-modules.ts';

interface Node {
  op: string;
  args: unknown;
}

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

const BINARY: Record<string, string> = {
  '&&': '&&',
  '||': '||',
  '==': '===',
  '!=': '!==',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};

/** Translates the checked CEL AST to a JS expression over `s`; throws on what the subset lacks. */
function toJs(node: Node): string {
  switch (node.op) {
    case 'id':
      return `s.${String(node.args)}`;
    case 'value': {
      const v = node.args;
      return typeof v === 'bigint' ? v.toString() : JSON.stringify(v);
    }
    case '!_':
      return `!(${toJs(node.args as Node)})`;
    default: {
      const js = BINARY[node.op];
      const args = node.args as Node[];
      if (!js || !Array.isArray(args) || args.length !== 2)
        throw new Error(
          `${OP_NAMES[node.op] ?? `'${node.op}'`} not supported in config conditions (use !, &&, ||, comparisons, fields and literals)`,
        );
      return `(${toJs(args[0] as Node)} ${js} ${toJs(args[1] as Node)})`;
    }
  }
}

function compileAll(configs: LoadedConfigs): {
  compiled: Map<string, string>;
  problems: SpecProblem[];
} {
  const env = sessionEnvironment(
    configs['session-fields'] as Parameters<typeof sessionEnvironment>[0],
  );
  const problems: SpecProblem[] = [];
  const compiled = new Map<string, string>();
  for (const site of collectConditions(configs) as ConditionSite[]) {
    if (compiled.has(site.expr)) continue;
    try {
      compiled.set(site.expr, toJs((env.parse(site.expr) as unknown as { ast: Node }).ast));
    } catch (e) {
      problems.push({ ...site, reason: (e as Error).message.split('\n')[0] ?? 'cannot compile' });
    }
  }
  return { compiled, problems };
}

/** Conditions that type-check but use CEL beyond what the app evaluates (the checker's rule). */
export function conditionSubsetProblems(configs: LoadedConfigs): SpecProblem[] {
  return compileAll(configs).problems;
}

/**
 * Compiles every config condition to a plain function, so the app evaluates conditions without
 * shipping a CEL interpreter. The checker has already refused what cannot compile.
 */
export function compileConditions(configs: LoadedConfigs): GeneratedFile {
  const { compiled } = compileAll(configs);
  const entries = [...compiled]
    .map(([expr, js]) => `  ${JSON.stringify(expr)}: (s) => ${js},`)
    .join('\n');
  return {
    path: 'src/generated/config/conditions.ts',
    sources: [
      'spec/config/menus.json',
      'spec/config/popup-chain.json',
      'spec/config/session-fields.json',
    ],
    content:
      `import type { SessionRecord } from './session-record';\n\n` +
      `/** Every CEL condition of spec/config, compiled to a function over the session. */\n` +
      `export const compiledConditions: Readonly<Record<string, (s: SessionRecord) => boolean>> = {\n${entries}\n};\n`,
    parser: 'typescript',
  };
}
