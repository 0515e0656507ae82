// Which changes need a second pair of eyes before they go live (four eyes): the office setting
// `ui.studio.reviewRequired` lists places of the config files (keyed pointers with `*` for any one
// step, config/keyed-pointer.ts), and a change that touches one of them is published only as an
// approved review request. The setting itself always needs review, whatever it says, so one
// person cannot switch review off. Pure: the server refuses with it and the studio shows with it.
import { CONFIG_SCHEMAS } from './files.ts';
import { parsePointer, type Segment } from './keyed-pointer.ts';
import { diffOverlay } from './overlay-diff.ts';
import type { Overlay, OverlayOp } from './overlay.ts';
import { problem, type ConfigProblem } from './problems.ts';
import { STAFF_FILES, type StaffConfigName } from './registry.ts';

/** One place whose changes need review: a config file and a keyed pointer pattern in it. */
export interface ReviewRule {
  /** What staff call it ("상품 가격"); shown beside each change it catches. */
  readonly label: string;
  readonly file: string;
  /** A keyed pointer whose steps may be `*` (any key or element): `/products/*\/unitPrices`. */
  readonly path: string;
}

/** Where the setting lives: the rule that always applies. */
export const REVIEW_SETTING: Pick<ReviewRule, 'file' | 'path'> = {
  file: 'ui',
  path: '/studio/reviewRequired',
};

/** One change of a draft that a rule catches. */
export interface ReviewChange {
  readonly file: string;
  /** The change's keyed pointer. */
  readonly path: string;
  readonly op: OverlayOp['op'];
  /** The label of the rule that caught it ('' for the setting itself). */
  readonly rule: string;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);

/** The rules of the setting (`ui.studio.reviewRequired` as published), then its own rule. */
export function reviewRules(reviewRequired: unknown): ReviewRule[] {
  const listed = Array.isArray(reviewRequired) ? (reviewRequired as unknown[]) : [];
  const rules = listed.filter(
    (r): r is ReviewRule =>
      isObj(r) &&
      typeof r.label === 'string' &&
      typeof r.file === 'string' &&
      typeof r.path === 'string',
  );
  return [...rules, { label: '', ...REVIEW_SETTING }];
}

const stepText = (s: Segment) => ('key' in s ? s.key : `[${s.field}=${s.id}]`);

function steps(path: string): string[] | null {
  try {
    return parsePointer(path).map(stepText);
  } catch {
    return null;
  }
}

/**
 * Whether `op` changes something at or under the rule's place: an operation on the place or
 * inside it, or one that adds, removes or replaces a whole value holding it (a new product brings
 * its prices). Moving elements (`order`) above the place changes none of their values.
 */
export function ruleCatches(
  rule: Pick<ReviewRule, 'path'>,
  op: Pick<OverlayOp, 'op' | 'path'>,
): boolean {
  const want = steps(rule.path);
  const at = steps(op.path);
  if (!want || !at) return false;
  const n = Math.min(want.length, at.length);
  for (let i = 0; i < n; i++) if (want[i] !== '*' && want[i] !== at[i]) return false;
  return at.length >= want.length || op.op !== 'order';
}

/**
 * The label of the first rule that catches a change of `file` ('' for the setting itself), or
 * null when it needs no review.
 */
export function reviewRuleOf(
  rules: readonly ReviewRule[],
  file: string,
  change: Pick<OverlayOp, 'op' | 'path'>,
): string | null {
  return rules.find((r) => r.file === file && ruleCatches(r, change))?.label ?? null;
}

/** The changes of `overlay` (per file) that some rule catches, each with the first such rule. */
export function changesNeedingReview(
  rules: readonly ReviewRule[],
  overlay: Overlay,
): ReviewChange[] {
  const out: ReviewChange[] = [];
  for (const [file, ops] of Object.entries(overlay))
    for (const op of ops) {
      const rule = reviewRuleOf(rules, file, op);
      if (rule !== null) out.push({ file, path: op.path, op: op.op, rule });
    }
  return out;
}

/** What turns one set of staff files into another, per file (unchanged files left out). */
export function overlayBetween(
  before: Readonly<Record<StaffConfigName, unknown>>,
  after: Readonly<Record<StaffConfigName, unknown>>,
): Overlay {
  const out: Record<string, OverlayOp[]> = {};
  for (const name of STAFF_FILES) {
    const ops = diffOverlay(CONFIG_SCHEMAS[name], before[name], after[name]);
    if (ops.length) out[name] = ops;
  }
  return out;
}

/** Whether a pattern's steps reach at least one place of `doc` (`*` trying every child). */
function reaches(doc: unknown, want: readonly string[]): boolean {
  if (want.length === 0) return true;
  const [head, ...rest] = want;
  if (Array.isArray(doc)) {
    if (head === '*') return doc.some((e) => reaches(e, rest));
    const m = /^\[([^=\]]+)=(.*)\]$/s.exec(head!);
    return !!m && doc.some((e) => isObj(e) && String(e[m[1]!]) === m[2] && reaches(e, rest));
  }
  if (!isObj(doc)) return false;
  if (head === '*') return Object.values(doc).some((v) => reaches(v, rest));
  return head! in doc && reaches(doc[head!], rest);
}

/**
 * A rule of the setting that names no place of the files would switch review off for what it
 * meant (a typo, a field renamed): a problem at the rule's path, so it is never published.
 */
export function reviewRuleProblems(files: Readonly<Record<string, unknown>>): ConfigProblem[] {
  const studio = isObj(files.ui) ? files.ui.studio : undefined;
  const listed = isObj(studio) && Array.isArray(studio.reviewRequired) ? studio.reviewRequired : [];
  const out: ConfigProblem[] = [];
  listed.forEach((r, i) => {
    if (!isObj(r) || typeof r.file !== 'string' || typeof r.path !== 'string') return;
    const want = steps(r.path);
    if (!want || !reaches(files[r.file], want))
      out.push(
        problem('ui', `/studio/reviewRequired/${i}/path`, 'review.unknownPlace', {
          file: r.file,
          path: r.path,
        }),
      );
  });
  return out;
}
