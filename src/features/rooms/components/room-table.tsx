import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { Schema } from '@/api/types';
import { Badge } from '@/components/form/badge';
import { floorText } from '@/components/listing-ad/floor-text';
import { toPyeong } from '@/components/listing-ad/pyeong';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig, useConfigVersion } from '@/lib/config';
import { formatDate } from '@/lib/format-date';
import { fmt, formatNumber } from '@/lib/format-message';
import { formatDeal } from '@/lib/format-money';
import { RoomRowActions } from './room-row-actions';
import { RoomStatusBadge } from './room-status-badge';

const SMALL = { color: 'text.secondary', fontSize: 13 } as const;

function Cover({ room }: { room: Schema<'AgentRoom'> }) {
  const t = useConfig(messages.pages.rooms);

  const sx = { width: 64, height: 48, borderRadius: 1, display: 'block' } as const;
  return room.coverUrl ? (
    <Box
      component="img"
      src={room.coverUrl}
      alt={fmt(t.list.coverAlt, { title: room.title })}
      sx={{ ...sx, objectFit: 'cover' }}
    />
  ) : (
    <Box
      sx={{ ...sx, bgcolor: 'grey.100', color: 'text.secondary', fontSize: 11, display: 'grid' }}
    >
      <Box component="span" sx={{ m: 'auto' }}>
        {t.list.noPhoto}
      </Box>
    </Box>
  );
}

export interface RoomSelection {
  selected: ReadonlySet<string>;
  onToggle: (room: Schema<'AgentRoom'>) => void;
  /** Selects (or clears) every listing of the page. */
  onToggleAll: (rooms: Schema<'AgentRoom'>[], on: boolean) => void;
}

/** The office's listings; the title opens the listing for editing; a checkbox selects a row
 * for the bulk actions. */
export function RoomTable({
  items,
  empty,
  selection,
}: {
  items: Schema<'AgentRoom'>[];
  empty: string;
  selection?: RoomSelection;
}) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const t = useConfig(messages.pages.rooms);
  // The licensed agents' positions (A-85): a listing registered from another says so.
  const { register } = useConfig(uiConfig).positions;

  const c = t.list.columns;
  const L = t.lifecycle;
  const picked = selection ? items.filter((r) => selection.selected.has(r.roomId)).length : 0;
  const cols = selection ? 11 : 10;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={t.list.caption}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <Checkbox
                  checked={items.length > 0 && picked === items.length}
                  indeterminate={picked > 0 && picked < items.length}
                  disabled={items.length === 0}
                  onChange={(e) => selection.onToggleAll(items, e.target.checked)}
                  slotProps={{ input: { 'aria-label': L.selectAll } }}
                />
              </TableCell>
            )}
            <TableCell sx={{ width: 80 }}>{t.list.photo}</TableCell>
            <TableCell sx={{ width: 100 }}>{c.roomsSeq}</TableCell>
            <TableCell>{c.title}</TableCell>
            <TableCell sx={{ width: 90 }}>{c.roomType}</TableCell>
            <TableCell sx={{ width: 90 }}>{c.floor}</TableCell>
            <TableCell sx={{ width: 130 }}>{c.area}</TableCell>
            <TableCell sx={{ width: 160 }}>{c.price}</TableCell>
            <TableCell sx={{ width: 90 }}>{c.status}</TableCell>
            <TableCell sx={{ width: 110 }}>{c.savedTime}</TableCell>
            <TableCell sx={{ width: 230 }}>{t.list.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={cols} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            items.map((room) => (
              <TableRow
                key={room.roomsSeq}
                data-testid="room-row"
                hover
                selected={selection?.selected.has(room.roomId) ?? false}
              >
                {selection && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={selection.selected.has(room.roomId)}
                      onChange={() => selection.onToggle(room)}
                      slotProps={{
                        input: { 'aria-label': fmt(L.selectRow, { title: room.title }) },
                      }}
                    />
                  </TableCell>
                )}
                <TableCell>
                  <Cover room={room} />
                </TableCell>
                <TableCell>{room.roomsSeq}</TableCell>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={href('form-edit', { roomId: room.roomId })}
                    sx={{ fontWeight: 600 }}
                  >
                    {room.title}
                  </Link>
                  {!register.includes(room.position) && (
                    <Box component="span" sx={{ ml: 1 }}>
                      <Badge tone="yellow">{t.list.byAssistant}</Badge>
                    </Box>
                  )}
                  <Box sx={{ color: 'text.secondary', fontSize: 13 }}>{room.address}</Box>
                </TableCell>
                <TableCell>{t.roomTypes[room.roomType]}</TableCell>
                <TableCell>{floorText(room, t.list)}</TableCell>
                <TableCell>
                  {fmt(t.list.areaCell, { m2: room.areaM2, py: toPyeong(room.areaM2) })}
                  <Box sx={SMALL}>
                    {c.rooms}{' '}
                    {fmt(t.list.roomsCell, { rooms: room.roomCount, baths: room.bathroomCount })}
                  </Box>
                </TableCell>
                <TableCell>
                  {formatDeal({
                    type: room.sellingType,
                    deposit: room.deposit,
                    price: room.price,
                  })}
                  <Box sx={SMALL}>
                    {c.fee}{' '}
                    {room.maintenanceFee
                      ? fmt(t.list.feeCell, { amount: formatNumber(room.maintenanceFee) })
                      : t.list.feeNone}
                  </Box>
                </TableCell>
                <TableCell>
                  <RoomStatusBadge status={room.status} />
                </TableCell>
                <TableCell>{formatDate(room.savedTime)}</TableCell>
                <TableCell>
                  <RoomRowActions room={room} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
