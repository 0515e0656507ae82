import type { ErrorSchema } from '@rjsf/utils';
import { koreanReason } from '../../../model/problem-reason';
import type { StudioProblem } from '../../../model/studio-section';

/** The checker's problems of ui.json as rjsf errors at the fields their pointers name. */
export function problemErrors(problems: readonly StudioProblem[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const p of problems) {
    if (p.file !== 'ui') continue;
    const path = p.pointer
      .split('/')
      .slice(1)
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
    let node = root;
    for (const seg of path) node = (node[seg] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(koreanReason(p.reason));
  }
  return root as ErrorSchema;
}
