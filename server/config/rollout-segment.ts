// Which offices a rollout reaches, and the config they get. The segment is a condition over the
// session fields (the same CEL the menus and popup steps use, checked by the one checker and run
// by the one evaluator) and/or a stable share of offices: an office is in when a hash of the
// rollout and office ids falls below the percentage, so the same office is always in or always
// out of one rollout, and another rollout draws a different share.
import { createHash } from 'node:crypto';
import {
  checkCondition,
  sessionEnvironment,
  type ConditionResult,
} from '../../config/conditions/check-conditions.ts';
import { evaluateCondition } from '../../config/conditions/condition-eval.ts';
import { builtInFiles } from '../../config/files.ts';
import { problem, type ConfigProblem } from '../../config/problems.ts';
import { flattenSessionRecord } from '../../domain/session-record.ts';
import type { Db } from '../db/index.ts';
import { perDatabase } from '../db/per-database.ts';
import { agentInfoOfUser } from '../handlers/agent-info.ts';
import type { ActiveConfig } from './active-config.ts';

export interface Segment {
  /** CEL over the session fields; null: every office (within the percentage). */
  condition: string | null;
  /** 1-100; null: every office the condition admits. */
  percent: number | null;
}

/** 0-99, the same for an office and a rollout on every call and every process. */
export function officeBucket(rolloutId: number, agentId: number): number {
  const digest = createHash('sha256').update(`rollout:${rolloutId}:office:${agentId}`).digest();
  return digest.readUInt32BE(0) % 100;
}

const checked = new Map<string, ConditionResult>();

/** A segment condition, checked against the session fields (cached by its text). */
export function checkSegmentCondition(expr: string): ConditionResult {
  let r = checked.get(expr);
  if (!r) {
    r = checkCondition(sessionEnvironment(builtInFiles()['session-fields']), expr);
    checked.set(expr, r);
  }
  return r;
}

/** The problems of a segment before it is started: its condition, as any config condition's. */
export function segmentProblems(segment: Segment): ConfigProblem[] {
  if (segment.condition === null) return [];
  const r = checkSegmentCondition(segment.condition);
  return r.ok ? [] : [problem('rollout', '/condition', r.code, r.params)];
}

const fieldDefaults = (): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(
      (builtInFiles()['session-fields'] as { fields: Record<string, { default: unknown }> }).fields,
    ).map(([k, f]) => [k, f.default]),
  );

/**
 * The session record user `userId` gets at login (the same statement and flattening as the
 * broker's browser), with the active version's config: the values a segment condition reads.
 */
export async function sessionValuesOf(
  q: Db['query'],
  userId: number,
  active: ActiveConfig,
): Promise<Record<string, unknown> | null> {
  const info = await agentInfoOfUser(q, userId, active);
  if (!info) return null;
  return {
    ...flattenSessionRecord(info, fieldDefaults(), active.ui.contact.codes),
    isAuth: true,
    isLoading: false,
  };
}

/**
 * How long a user's answer to a rollout's condition is kept. Reading the session record is the
 * cost of a whole agent/info statement, and while a rollout is live every request of a signed-in
 * broker asks; a session value that moves the user across the condition (a product bought) is
 * seen within this time, inside the 30 s the portal promises for config changes. Money stays
 * right meanwhile: an order is priced with the config the request resolved and each line is
 * compared with the total the broker saw (409 when they differ).
 */
export const MEMBERSHIP_TTL_MS = 20_000;
const MEMBERSHIP_MAX = 20_000;
const membershipsIn = perDatabase<string, { inside: boolean; until: number }>();

/**
 * Whether the office `agentId`, signed in as `userId`, is in the segment. The session is read
 * only when the segment has a condition and the office is within the percentage.
 */
export async function inSegment(
  q: Db['query'],
  rolloutId: number,
  segment: Segment,
  who: { agentId: number; userId: number },
  active: ActiveConfig,
  now = Date.now(),
): Promise<boolean> {
  if (segment.percent !== null && officeBucket(rolloutId, who.agentId) >= segment.percent)
    return false;
  if (segment.condition === null) return true;
  const r = checkSegmentCondition(segment.condition);
  if (!r.ok) return false;
  const key = `${rolloutId}:${who.userId}`;
  const memberships = membershipsIn(q);
  const hit = memberships.get(key);
  if (hit && hit.until > now) return hit.inside;
  const values = await sessionValuesOf(q, who.userId, active);
  const inside = !!values && evaluateCondition(r.tree, values);
  if (memberships.size >= MEMBERSHIP_MAX) memberships.clear();
  memberships.set(key, { inside, until: now + MEMBERSHIP_TTL_MS });
  return inside;
}
