import { problemText } from '@config/problem-text';
import type { StudioProblem } from './studio-section';

const escape = (segment: string | number) =>
  String(segment).replace(/~/g, '~0').replace(/\//g, '~1');

/** The JSON pointer of a path (`['products', 3, 'label']` → `/products/3/label`). */
export function pointerOf(...path: (string | number)[]): string {
  return path.map((s) => `/${escape(s)}`).join('');
}

/** The Korean text of a problem (config/problem-text.ts, the one table). */
export const problemMessage = (p: StudioProblem): string => problemText(p.code, p.params);

/** A key that tells problems apart in a list. */
export const problemKey = (p: StudioProblem): string =>
  `${p.file}#${p.pointer}|${p.code}|${JSON.stringify(p.params)}`;

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
 * The first problem of a field, or undefined. A missing property is reported at the object that
 * lacks it (`schema.required` with `params.missingProperty`), so the field answers for that too.
 */
export function fieldProblem(
  problems: readonly StudioProblem[],
  file: string,
  pointer: string,
): StudioProblem | undefined {
  const own = problemsAt(problems, file, pointer)[0];
  if (own) return own;
  const cut = pointer.lastIndexOf('/');
  if (cut < 0) return undefined;
  const name = pointer
    .slice(cut + 1)
    .replace(/~1/g, '/')
    .replace(/~0/g, '~');
  return problemsAt(problems, file, pointer.slice(0, cut)).find(
    (p) => p.code === 'schema.required' && p.params.missingProperty === name,
  );
}

/** The Korean text of a field's first problem (shown under it), or undefined. */
export function fieldError(
  problems: readonly StudioProblem[],
  file: string,
  pointer: string,
): string | undefined {
  const p = fieldProblem(problems, file, pointer);
  return p && problemMessage(p);
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

/** The Korean texts of the problems at exactly these pointers (a row, a list, a whole file). */
export function problemTextsAt(
  problems: readonly StudioProblem[],
  file: string,
  pointers: readonly string[],
): string[] {
  return problems
    .filter((p) => p.file === file && pointers.includes(p.pointer))
    .map(problemMessage);
}
