import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { format, isValid } from 'date-fns';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { formatDeal } from '@/lib/format-money';
import type { GongsilRoom } from '../api/get-gongsil-list';
import type { GongsilTab } from '../model/gongsil-query';
import { GongsilStatusBadge } from './gongsil-status-badge';

const gongsilText = messages.gongsil;
export const ROW_HEIGHT = 68;

const formatDate = (s: string | null | undefined): string => {
  if (!s) return '';
  const d = new Date(s);
  return isValid(d) ? format(d, 'yyyy.MM.dd') : s;
};

const label = <K extends string>(map: Record<K, string>, key: string | null | undefined) =>
  key ? ((map as Record<string, string>)[key] ?? key) : '';

const sub = { color: 'text.secondary', fontSize: 13, lineHeight: 1.5 } as const;

function RoomRow({ room, showRequest }: { room: GongsilRoom; showRequest: boolean }) {
  const area = Number.isFinite(room.areaM2) ? room.areaM2 : null;
  return (
    <TableRow hover sx={{ height: ROW_HEIGHT }} data-rooms-seq={room.roomsSeq}>
      <TableCell>
        <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {room.roomsSeq}
        </Typography>
        {(area !== null || room.floor) && (
          <Box sx={sub}>
            {fmt(gongsilText.areaFloor, { area: area ?? '-', floor: room.floor ?? '-' })}
          </Box>
        )}
      </TableCell>
      <TableCell>{label(gongsilText.roomTypes, room.roomType)}</TableCell>
      <TableCell sx={{ fontWeight: 600 }}>
        {formatDeal({ type: room.sellingType, deposit: room.deposit, price: room.price })}
      </TableCell>
      <TableCell>
        <Box>{room.address}</Box>
        {room.detailAddress && <Box sx={sub}>{room.detailAddress}</Box>}
      </TableCell>
      <TableCell>
        <GongsilStatusBadge status={room.status} />
      </TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
        <Box sx={{ fontSize: 13 }}>
          {fmt(gongsilText.savedDate, { date: formatDate(room.savedTime) })}
        </Box>
        <Box sx={sub}>{fmt(gongsilText.updatedDate, { date: formatDate(room.updatedTime) })}</Box>
      </TableCell>
      {showRequest && (
        <TableCell>
          <Box>{room.requestMemo || gongsilText.noRequest}</Box>
          {room.requesterName && (
            <Box sx={sub}>{fmt(gongsilText.requester, { name: room.requesterName })}</Box>
          )}
        </TableCell>
      )}
    </TableRow>
  );
}

function SkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return (
    <>
      {Array.from({ length: rows }, (_, i) => (
        <TableRow key={i} sx={{ height: ROW_HEIGHT }} aria-hidden>
          {Array.from({ length: columns }, (__, j) => (
            <TableCell key={j}>
              <Skeleton variant="text" />
            </TableCell>
          ))}
        </TableRow>
      ))}
    </>
  );
}

/**
 * The rooms of one page as a table. `skeletonRows` > 0 paints that many placeholder rows of the
 * real row height (first load), so the page does not jump when the rooms arrive.
 */
export function GongsilRoomTable({
  tab,
  items,
  skeletonRows,
  busy,
}: {
  tab: GongsilTab;
  items: GongsilRoom[];
  skeletonRows: number;
  busy: boolean;
}) {
  const showRequest = tab === 'pick';
  const c = gongsilText.columns;
  const headers: string[] = [c.roomsSeq, c.roomType, c.deal, c.address, c.status, c.dates];
  if (showRequest) headers.push(c.request);
  return (
    <Table
      aria-label={gongsilText.listLabel}
      aria-busy={busy}
      sx={{ tableLayout: 'fixed', '& th': { fontWeight: 600, bgcolor: 'scale.gray.50' } }}
    >
      <colgroup>
        <col style={{ width: 128 }} />
        <col style={{ width: 88 }} />
        <col style={{ width: 200 }} />
        <col />
        <col style={{ width: 100 }} />
        <col style={{ width: 140 }} />
        {showRequest && <col style={{ width: 200 }} />}
      </colgroup>
      <TableHead>
        <TableRow>
          {headers.map((h) => (
            <TableCell key={h} scope="col" component="th">
              {h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {skeletonRows > 0 ? (
          <SkeletonRows rows={skeletonRows} columns={headers.length} />
        ) : (
          items.map((room) => <RoomRow key={room.roomsSeq} room={room} showRequest={showRequest} />)
        )}
      </TableBody>
    </Table>
  );
}
