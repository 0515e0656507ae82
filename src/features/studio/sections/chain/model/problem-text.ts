import { fieldError } from '../../../model/problems';
import type { StudioProblem } from '../../../model/studio-section';

/** The problem shown under one field of a file (the checker's reason), or undefined. */
export function fieldProblem(
  problems: readonly StudioProblem[],
  file: string,
  pointer: string,
): string | undefined {
  return fieldError(problems, file, pointer);
}
