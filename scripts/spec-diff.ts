// npm run spec:diff — fails when spec/openapi.yaml breaks a client compared with the previous
// commit of main (scripts/lib/spec-breaks.ts says what breaks), unless a commit being checked
// says the break is intended with a trailer line in its message:
//
//   Spec-Break: <why, and what the clients must change>
//
// The version compared with: SPEC_DIFF_BASE (any git revision) when set; on main (or a detached
// HEAD, as in CI's clone) the first parent of HEAD; on another branch the commit of main it
// starts from (git merge-base). The trailer counts in any commit from there to HEAD (a merged
// branch's commits too). The working tree's file is compared, so uncommitted edits are checked as
// well. Without that history (the first commit, a shallow clone) the check says so and passes.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { specChanges } from './lib/spec-breaks.ts';

const SPEC = 'spec/openapi.yaml';
const TRAILER = 'Spec-Break';

export interface SpecDiffResult {
  /** 0: nothing breaks, or the break is marked, or there is nothing to compare with; 1: breaks. */
  code: 0 | 1;
  lines: string[];
}

/** git's output (trimmed unless `raw`), or null when git fails. */
function git(cwd: string, args: string[], raw = false): string | null {
  try {
    const out = execFileSync('git', args, {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return raw ? out : out.trim();
  } catch {
    return null;
  }
}

const commitOf = (cwd: string, rev: string) =>
  git(cwd, ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`]);

/** The revision to compare with and how it was chosen, or why there is none. */
function baseOf(
  cwd: string,
  env: NodeJS.ProcessEnv,
): { rev: string; why: string } | { none: string } {
  if (env.SPEC_DIFF_BASE) {
    const rev = commitOf(cwd, env.SPEC_DIFF_BASE);
    return rev
      ? { rev, why: `SPEC_DIFF_BASE=${env.SPEC_DIFF_BASE}` }
      : { none: `SPEC_DIFF_BASE=${env.SPEC_DIFF_BASE} is no commit here` };
  }
  if (!commitOf(cwd, 'HEAD')) return { none: 'not a git checkout with commits' };
  const branch = git(cwd, ['rev-parse', '--abbrev-ref', 'HEAD']);
  const main = commitOf(cwd, 'main');
  if (branch && branch !== 'HEAD' && branch !== 'main' && main) {
    const start = git(cwd, ['merge-base', 'HEAD', 'main']);
    const head = commitOf(cwd, 'HEAD');
    if (start && start !== head) return { rev: start, why: `where ${branch} leaves main` };
  }
  const parent = commitOf(cwd, 'HEAD~1');
  if (parent) return { rev: parent, why: 'the previous commit' };
  const shallow = git(cwd, ['rev-parse', '--is-shallow-repository']) === 'true';
  return {
    none: shallow
      ? 'a shallow clone without the previous commit (fetch more history or set SPEC_DIFF_BASE)'
      : 'the first commit',
  };
}

/** Why the commits after `base` say a break is intended: their Spec-Break trailers. */
function intendedBreaks(cwd: string, base: string): string[] {
  const out = git(cwd, [
    'log',
    `--format=%(trailers:key=${TRAILER},valueonly,separator=%x00)%x00`,
    `${base}..HEAD`,
  ]);
  return (out ?? '')
    .split('\0')
    .map((s) => s.trim())
    .filter(Boolean);
}

export function specDiff(cwd: string, env: NodeJS.ProcessEnv = process.env): SpecDiffResult {
  const base = baseOf(cwd, env);
  if ('none' in base)
    return { code: 0, lines: [`spec diff: skipped, nothing to compare with: ${base.none}.`] };
  const short = base.rev.slice(0, 7);
  const old = git(cwd, ['show', `${base.rev}:${SPEC}`], true);
  if (old === null)
    return { code: 0, lines: [`spec diff: skipped, ${SPEC} is new since ${short}.`] };
  const now = readFileSync(path.join(cwd, SPEC), 'utf8');
  if (now === old)
    return { code: 0, lines: [`spec diff against ${short} (${base.why}): ${SPEC} unchanged.`] };
  const changes = specChanges(
    parse(old) as Record<string, unknown>,
    parse(now) as Record<string, unknown>,
  );
  const breaking = changes.filter((c) => c.breaking);
  const lines = [
    `spec diff against ${short} (${base.why}): ${breaking.length} breaking, ${changes.length - breaking.length} compatible change(s).`,
    ...changes.map((c) => `  ${c.breaking ? '✗' : '·'} ${c.operation}: ${c.description}`),
  ];
  if (!breaking.length) return { code: 0, lines };
  const reasons = intendedBreaks(cwd, base.rev);
  if (reasons.length)
    return {
      code: 0,
      lines: [...lines, `Breaking changes marked intended (${TRAILER}: ${reasons.join(' | ')}).`],
    };
  return {
    code: 1,
    lines: [
      ...lines,
      `${SPEC} breaks clients (✗ above). Keep the old name, parameter or type beside the new one,`,
      `or, if the break is intended, say why in a trailer line of the commit message:`,
      `  ${TRAILER}: <why, and what the clients must change>`,
    ],
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const r = specDiff(path.join(import.meta.dirname, '..'));
  for (const l of r.lines) (r.code ? console.error : console.log)(l);
  process.exit(r.code);
}
