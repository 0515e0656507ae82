import { Badge, type BadgeTone } from '@/components/form/badge';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import type { Claim } from '../model/room-facts';

const TONE: Record<Claim, BadgeTone> = {
  OPEN: 'brand',
  REQUESTED: 'blue',
  MINE: 'green',
  ENDED: 'gray',
  OTHER: 'gray',
};

/** How the room stands for this office: 선점 가능, 우리 사무소 의뢰/선점, 거래 종료, 다른 사무소. */
export function GongsilClaimBadge({ claim }: { claim: Claim | undefined }) {
  const gongsilText = useConfig(messages.gongsil);

  if (!claim) return null;
  return (
    <span data-claim={claim}>
      <Badge tone={TONE[claim]}>{gongsilText.claim.state[claim]}</Badge>
    </span>
  );
}
