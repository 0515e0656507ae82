import type { SpecProblem } from '../lib/report.ts';

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

function leafKeys(node: unknown, path: string[] = []): string[] {
  if (node && typeof node === 'object' && !Array.isArray(node))
    return Object.entries(node).flatMap(([k, v]) =>
      k === '$schema' ? [] : leafKeys(v, [...path, k]),
    );
  return path.length ? [path.join('.')] : [];
}

function fileKeyProblems(file: string, doc: unknown, used: readonly string[]): SpecProblem[] {
  const have = leafKeys(doc);
  const usedSet = new Set(used);
  const haveSet = new Set(have);
  return [
    ...have
      .filter((k) => !usedSet.has(k))
      .map((k) => ({
        file,
        pointer: pointerOf(k),
        reason: 'unused key: nothing in src/ or server/ reads it',
      })),
    ...used
      .filter((k) => !haveSet.has(k))
      .map((k) => ({ file, pointer: pointerOf(k), reason: 'missing key: the code uses it' })),
  ];
}

/** Keys nobody reads, and keys the code reads that the files lack (messages.ko.json, ui.json). */
export function keyProblems(
  files: { 'messages.ko': unknown; ui: unknown },
  usage: KeyUsage,
): SpecProblem[] {
  return [
    ...fileKeyProblems('spec/config/messages.ko.json', files['messages.ko'], usage.messages),
    ...fileKeyProblems('spec/config/ui.json', files.ui, usage.ui),
  ];
}
