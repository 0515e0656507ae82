import type { StudioProblem } from './studio-section';

// One checker line: `spec/config/<file>.json#/<pointer>: <reason>` (codegen/check/index.ts).
const LINE = /^(?:spec\/config\/)?([^#\s]+?)(?:\.json)?#(\/[^:]*)?:\s*(.*)$/s;

/** Splits a checker line into file, pointer and reason; a line of another shape keeps it whole. */
export function parseProblem(line: string): StudioProblem {
  const m = LINE.exec(line);
  if (!m) return { file: '', pointer: '', reason: line, line };
  return { file: m[1]!, pointer: m[2] ?? '', reason: m[3]!.trim(), line };
}

export const parseProblems = (lines: readonly string[]): StudioProblem[] => lines.map(parseProblem);

const escape = (segment: string | number) =>
  String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of a path (`['products', 3, 'label']` → `/products/3/label`). */
export function pointerOf(...path: (string | number)[]): string {
  return path.map((s) => `/${escape(s)}`).join('');
}

/** The problems of one field: its pointer exactly. */
export function problemsAt(
  problems: readonly StudioProblem[],
  file: string,
  pointer: string,
): StudioProblem[] {
  return problems.filter((p) => p.file === file && p.pointer === pointer);
}

/** The problems at a pointer or anywhere under it (a row, a group, a whole file). */
export function problemsUnder(
  problems: readonly StudioProblem[],
  file: string,
  pointer = '',
): StudioProblem[] {
  return problems.filter(
    (p) => p.file === file && (p.pointer === pointer || p.pointer.startsWith(`${pointer}/`)),
  );
}

/**
 * The first problem reason of a field (shown under it), or undefined. A problem about a missing
 * property names the object (`/products/0: must have required property 'label'`), so the field
 * also answers for its parent's problem that names it.
 */
export function fieldError(
  problems: readonly StudioProblem[],
  file: string,
  pointer: string,
): string | undefined {
  const own = problemsAt(problems, file, pointer)[0];
  if (own) return own.reason;
  const cut = pointer.lastIndexOf('/');
  const name = pointer.slice(cut + 1);
  return problemsAt(problems, file, pointer.slice(0, cut)).find((p) =>
    p.reason.includes(`'${name}'`),
  )?.reason;
}

/**
 * The DOM id of the field that edits `file#pointer`: every section gives its inputs this id, so
 * the problem list can take the user to the field a problem names.
 */
export function fieldId(file: string, pointer: string): string {
  return `studio-${file}${pointer}`.replace(/[^A-Za-z0-9_-]/g, (c) =>
    c === '/' ? '__' : `_${c.charCodeAt(0).toString(16)}_`,
  );
}
