import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Schema } from '@/api/types';
import { floorText } from '@/components/listing-ad/floor-text';
import { toPyeong } from '@/components/listing-ad/pyeong';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { formatDate } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { formatDeal } from '@/lib/format-money';
import { RoomStatusBadge } from './room-status-badge';

/** One listing on a phone: its status first, then what it is, where, at what price, since when. */
export function MobileRoomCard({ room }: { room: Schema<'AgentRoom'> }) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const t = useConfig(messages.pages.rooms);
  const c = t.list.columns;
  const titleId = `room-card-${room.roomsSeq}`;
  return (
    <Box
      component="li"
      aria-labelledby={titleId}
      data-testid="mobile-room"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2, bgcolor: 'background.paper' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <RoomStatusBadge status={room.status} />
        <Typography color="text.secondary" sx={{ fontSize: 13, ml: 'auto' }}>
          {c.roomsSeq} {room.roomsSeq}
        </Typography>
      </Box>
      <Typography
        id={titleId}
        component="h2"
        sx={{ mt: 1, fontSize: 16, fontWeight: 700, overflowWrap: 'anywhere' }}
      >
        {room.title}
      </Typography>
      <Typography sx={{ mt: 0.5, fontWeight: 600 }}>
        {formatDeal({ type: room.sellingType, deposit: room.deposit, price: room.price })}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: 14, mt: 0.5, overflowWrap: 'anywhere' }}>
        {room.address}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: 14, mt: 0.5 }}>
        {t.roomTypes[room.roomType]}
        {' · '}
        {fmt(t.list.areaCell, { m2: room.areaM2, py: toPyeong(room.areaM2) })}
        {' · '}
        {floorText(room, t.list)}
      </Typography>
      <Typography color="text.secondary" sx={{ fontSize: 13, mt: 0.5 }}>
        {c.savedTime} {formatDate(room.savedTime)}
      </Typography>
    </Box>
  );
}
