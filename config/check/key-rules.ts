import { problem, type ConfigProblem } from '../problems.ts';

/** Config keys the code uses, per file (see codegen/steps/key-usage.ts for the rule). */
export interface KeyUsage {
  readonly messages: readonly string[];
  readonly ui: readonly string[];
}

const pointerOf = (dotted: string) =>
  '/' +
  dotted
    .split('.')
    .map((k) => k.replace(/~/g, '~0').replace(/\//g, '~1'))
    .join('/');

export function leafKeys(node: unknown, path: string[] = []): string[] {
  if (node && typeof node === 'object' && !Array.isArray(node))
    return Object.entries(node).flatMap(([k, v]) =>
      k === '$schema' ? [] : leafKeys(v, [...path, k]),
    );
  return path.length ? [path.join('.')] : [];
}

function fileKeyProblems(file: string, doc: unknown, used: readonly string[]): ConfigProblem[] {
  const have = leafKeys(doc);
  const usedSet = new Set(used);
  const haveSet = new Set(have);
  return [
    ...have.filter((k) => !usedSet.has(k)).map((k) => problem(file, pointerOf(k), 'key.unused')),
    ...used.filter((k) => !haveSet.has(k)).map((k) => problem(file, pointerOf(k), 'key.missing')),
  ];
}

/** Keys nobody reads, and keys the code reads that the files lack (messages.ko.json, ui.json). */
export function keyProblems(
  files: { 'messages.ko': unknown; ui: unknown },
  usage: KeyUsage,
): ConfigProblem[] {
  return [
    ...fileKeyProblems('messages.ko', files['messages.ko'], usage.messages),
    ...fileKeyProblems('ui', files.ui, usage.ui),
  ];
}
