/** One problem found in spec/: printed as `file#/pointer: reason`, one line each. */
export interface SpecProblem {
  file: string;
  pointer: string;
  reason: string;
}

export class SpecError extends Error {
  constructor(readonly problems: SpecProblem[]) {
    super(problems.map(formatProblem).join('\n'));
    this.name = 'SpecError';
  }
}

export function formatProblem(p: SpecProblem): string {
  return `${p.file}#${p.pointer}: ${p.reason}`;
}
