import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { formatDeal } from '@/lib/format-money';
import type { GongsilRoom } from '../api/get-gongsil-list';
import { canClaim, labelOf } from '../model/room-facts';
import { GongsilClaimBadge } from './gongsil-claim-badge';
import { GongsilStatusBadge } from './gongsil-status-badge';

/**
 * One gongsil room as a card on a phone: number, deal, address, size, the owner's request, how it
 * stands, and the 선점 button (full width, 44 px) when this office may claim it.
 */
export function MobileGongsilCard({
  room,
  onClaim,
  pending,
}: {
  room: GongsilRoom;
  onClaim: (roomsSeq: number) => void;
  /** A claim of this room is on its way. */
  pending: boolean;
}) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const gongsilText = useConfig(messages.gongsil);
  const { claim: claimText, detail: detailText } = gongsilText;
  const area = Number.isFinite(room.areaM2) ? room.areaM2 : '-';
  const titleId = `gongsil-card-${room.roomsSeq}`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-rooms-seq={room.roomsSeq}
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography id={titleId} component="h2" sx={{ fontSize: 16, fontWeight: 700 }}>
          {fmt(detailText.title, { n: room.roomsSeq })}
        </Typography>
        <Box sx={{ ml: 'auto', display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <GongsilStatusBadge status={room.status} />
          <GongsilClaimBadge claim={room.claim} />
        </Box>
      </Box>
      <Typography sx={{ mt: 1, fontSize: 17, fontWeight: 700 }}>
        {formatDeal({ type: room.sellingType, deposit: room.deposit, price: room.price })}
      </Typography>
      <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {[room.address, room.detailAddress].filter(Boolean).join(' ')}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: 14, mt: 0.5 }}>
        {labelOf(gongsilText.roomTypes, room.roomType)}
        {' · '}
        {fmt(gongsilText.areaFloor, { area, floor: room.floor || '-' })}
      </Typography>
      {room.requestMemo && (
        <Typography color="text.secondary" sx={{ fontSize: 14, mt: 0.5, overflowWrap: 'anywhere' }}>
          {gongsilText.columns.request}: {room.requestMemo}
        </Typography>
      )}
      {canClaim(room.claim) && (
        <Box sx={{ mt: 1.5 }}>
          <Button
            size="lg"
            fullWidth
            disabled={pending}
            aria-label={fmt(claimText.claimRoom, { n: room.roomsSeq })}
            onClick={() => onClaim(room.roomsSeq)}
          >
            {pending ? claimText.pending : claimText.button}
          </Button>
        </Box>
      )}
    </Box>
  );
}
