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
