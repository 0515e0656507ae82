// A problem of a config set, structured from the checker to the studio: which file, where (a JSON
// Pointer into the file, with indexes, as the studio's editors address fields), what (a code of
// problem-text.ts) and the values the text names. Never flattened to a string and parsed back.
import { problemText, type ProblemCode, type ProblemParams } from './problem-text.ts';

export interface ConfigProblem {
  /** The config file's registry name (`products`, `messages.ko`). */
  readonly file: string;
  /** JSON Pointer of the field inside the file; '' is the whole file. */
  readonly pointer: string;
  readonly code: ProblemCode;
  readonly params: ProblemParams;
}

export const problem = (
  file: string,
  pointer: string,
  code: ProblemCode,
  params: ProblemParams = {},
): ConfigProblem => ({ file, pointer, code, params });

/** One line for developers (codegen's output): `spec/config/<file>.json#<pointer>: <text> [code]`. */
export function problemLine(p: ConfigProblem): string {
  return `spec/config/${p.file}.json#${p.pointer || '/'}: ${problemText(p.code, p.params)} [${p.code}]`;
}

/** Thrown by codegen when spec/config has problems: the message is one line per problem. */
export class ConfigError extends Error {
  constructor(readonly problems: readonly ConfigProblem[]) {
    super(problems.map(problemLine).join('\n'));
    this.name = 'ConfigError';
  }
}
