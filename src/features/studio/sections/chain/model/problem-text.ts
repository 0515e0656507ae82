import { koreanReason } from '../../../model/problem-reason';
import { fieldError } from '../../../model/problems';
import type { StudioProblem } from '../../../model/studio-section';

/** The problem shown under one field of a file (the checker's reason, in Korean), or undefined. */
export function fieldProblem(
  problems: readonly StudioProblem[],
  file: string,
  pointer: string,
): string | undefined {
  const reason = fieldError(problems, file, pointer);
  return reason === undefined ? undefined : koreanReason(reason);
}

/** The problems at exactly these pointers (a row, a list, a field shown read-only), in Korean. */
export function problemsHere(
  problems: readonly StudioProblem[],
  file: string,
  pointers: readonly string[],
): string[] {
  return problems
    .filter((p) => p.file === file && pointers.includes(p.pointer))
    .map((p) => koreanReason(p.reason));
}
