import type { SessionRecord } from '@/generated/config/session-record';
import { holds } from '@/lib/conditions';
import type { ChainConfig, Readiness, StepConfig } from './types';

export type ChainPosition =
  | { status: 'show'; step: StepConfig }
  | { status: 'waiting'; step: StepConfig }
  | { status: 'finished' };

export interface ChainContext {
  session: SessionRecord;
  /** Ids of the steps closed since the path last changed. */
  done: ReadonlySet<string>;
  /** Id of the step on screen: it stays until closed even if its condition changes meanwhile. */
  active?: string | null;
  /** What the step's data says (loading, show, nothing to show / failed). */
  readiness: (step: StepConfig) => Readiness;
}

export const enabledSteps = (config: ChainConfig): StepConfig[] =>
  config.steps.filter((s) => s.enabled);

/**
 * The start-up chain (seed 000 §4.3): walks the enabled steps in config order and returns the one
 * popup to show. Done steps and steps whose condition fails are passed over; a step whose data is
 * still loading holds the chain, so a later popup never jumps ahead of an earlier one.
 */
export function selectStep(config: ChainConfig, ctx: ChainContext): ChainPosition {
  const steps = enabledSteps(config);
  if (ctx.active && !ctx.done.has(ctx.active)) {
    const current = steps.find((s) => s.id === ctx.active);
    if (current) return { status: 'show', step: current };
  }
  for (const step of steps) {
    if (ctx.done.has(step.id)) continue;
    if (!holds(step.when, ctx.session)) continue;
    const r = ctx.readiness(step);
    if (r === 'pending') return { status: 'waiting', step };
    if (r === 'show') return { status: 'show', step };
  }
  return { status: 'finished' };
}

/** The chain runs only on its configured path, once the user info has loaded. */
export const chainActive = (
  config: ChainConfig,
  pathname: string,
  session: Pick<SessionRecord, 'isAuth' | 'isLoading'>,
): boolean => pathname === config.path && session.isAuth && !session.isLoading;

/**
 * Whether the chain can show anything to this session: some enabled step's condition holds.
 * When none does, the chain would finish at once, so the shell need not even load its code.
 */
export const chainMayShow = (config: ChainConfig, session: SessionRecord): boolean =>
  enabledSteps(config).some((s) => holds(s.when, session));
