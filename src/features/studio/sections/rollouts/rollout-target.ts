import type { Messages } from '@/generated/config/messages-studio';
import { fmt } from '@/lib/format-message';
import type { StudioRollout } from '../../api/get-studio-rollouts';

/** Who a rollout reaches, in the studio's words: its condition and share of offices. */
export function rolloutTarget(
  t: Messages['studioReview']['rollouts'],
  r: Pick<StudioRollout, 'condition' | 'percent'>,
): string {
  const parts = [
    ...(r.condition ? [r.condition] : []),
    ...(r.percent !== null ? [fmt(t.percentOf, { percent: r.percent })] : []),
  ];
  return parts.length ? parts.join(t.targetJoin) : t.everyone;
}
