import type { ErrorSchema } from '@rjsf/utils';
import { parsePointer } from '@config/keyed-pointer';
import { problemMessage } from '../../../model/problems';
import type { StudioProblem } from '../../../model/studio-section';

/** The checker's problems of ui.json as rjsf errors at the fields their pointers name. */
export function problemErrors(problems: readonly StudioProblem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const p of problems) {
    if (p.file !== 'ui') continue;
    let node = root;
    for (const s of parsePointer(p.pointer))
      if ('key' in s) node = (node[s.key] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(problemMessage(p));
  }
  return root as ErrorSchema;
}
