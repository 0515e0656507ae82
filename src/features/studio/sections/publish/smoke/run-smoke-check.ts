import { errorMessage } from '@/api/errors';
import type { CondAst } from '@config/conditions/condition-eval';
import type { Overlay } from '@config/overlay';
import { renderInFrame, type FrameOutcome } from './render-in-frame';
import { SMOKE_ACCOUNTS, smokeAccountInfo } from './smoke-accounts';

/** One account whose screens did not render: where and why. */
export type SmokeFailure = { email: string } & (
  | Extract<FrameOutcome, { ok: false }>
  | { part: 'account-missing' | 'account-failed'; error: string; step?: undefined }
);

export interface SmokeInput {
  /** What the draft changes over the built-in files (draftOverlay). */
  overlay: Overlay;
  /** The draft's condition trees (draftConditionTrees). */
  conditions: Record<string, CondAst>;
}

/**
 * The check before a publish: the draft's broker screens rendered for each sample account, one
 * hidden preview frame at a time (light on the staff member's machine). Resolves with every
 * account that failed (empty: all rendered), or null when `signal` aborted it. `onProgress(n,
 * total)` says which account is being checked.
 */
export async function runSmokeCheck(
  input: SmokeInput,
  { onProgress, signal }: { onProgress?: (n: number, total: number) => void; signal?: AbortSignal },
): Promise<SmokeFailure[] | null> {
  const failures: SmokeFailure[] = [];
  for (const [i, email] of SMOKE_ACCOUNTS.entries()) {
    if (signal?.aborted) return null;
    onProgress?.(i + 1, SMOKE_ACCOUNTS.length);
    let info: Record<string, unknown> | null;
    try {
      info = await smokeAccountInfo(email, signal);
    } catch (e) {
      if (signal?.aborted) return null;
      failures.push({ email, part: 'account-failed', error: errorMessage(e, '') });
      continue;
    }
    if (!info) {
      failures.push({ email, part: 'account-missing', error: '' });
      continue;
    }
    const outcome = await renderInFrame({ ...input, info, email }, signal);
    if (signal?.aborted) return null;
    if (!outcome.ok) failures.push({ email, ...outcome });
  }
  return failures;
}
