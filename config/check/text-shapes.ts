// A published text keeps the shape the build's code was written for: the messages schema allows
// a text or a list of texts at any leaf, but the code reads each leaf as the built-in file has it
// (its generated type), so a text turned into a list (or the other way) would break every screen
// that formats it. Checked for staff drafts against the build's defaults; codegen checks the
// defaults themselves, whose changes regenerate the types.
import { problem, type ConfigProblem } from '../problems.ts';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const kind = (v: unknown) => (Array.isArray(v) ? 'array' : isObj(v) ? 'object' : typeof v);
const escape = (k: string) => k.replace(/~/g, '~0').replace(/\//g, '~1');

export function textShapeProblems(builtIn: unknown, draft: unknown, at = ''): ConfigProblem[] {
  if (!isObj(builtIn) || !isObj(draft)) return [];
  const out: ConfigProblem[] = [];
  for (const [key, before] of Object.entries(builtIn)) {
    if (!(key in draft)) continue;
    const after = draft[key];
    const pointer = `${at}/${escape(key)}`;
    if (kind(before) !== kind(after))
      out.push(problem('messages.ko', pointer, 'schema.type', { type: kind(before) }));
    else out.push(...textShapeProblems(before, after, pointer));
  }
  return out;
}
