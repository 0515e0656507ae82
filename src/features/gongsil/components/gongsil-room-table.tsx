import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { formatDate } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { formatDeal } from '@/lib/format-money';
import type { GongsilRoom } from '../api/get-gongsil-list';
import type { GongsilTab } from '../model/gongsil-query';
import type { GongsilListView } from '../model/list-view';
import { labelOf as label } from '../model/room-facts';
import { GongsilClaimBadge } from './gongsil-claim-badge';
import { GongsilStatusBadge } from './gongsil-status-badge';

export const ROW_HEIGHT = 68;

const sub = { color: 'text.secondary', fontSize: 13, lineHeight: 1.5 } as const;

function RoomRow({
  room,
  showRequest,
  onOpen,
}: {
  room: GongsilRoom;
  showRequest: boolean;
  onOpen: (room: GongsilRoom) => void;
}) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const gongsilText = useConfig(messages.gongsil);

  const area = Number.isFinite(room.areaM2) ? room.areaM2 : null;
  // The whole row opens the detail for the mouse; the number is the button for the keyboard.
  return (
    <TableRow
      hover
      sx={{ height: ROW_HEIGHT, cursor: 'pointer' }}
      data-rooms-seq={room.roomsSeq}
      onClick={() => onOpen(room)}
    >
      <TableCell>
        <Button
          kind="link"
          size="sm"
          aria-label={fmt(gongsilText.detail.open, { n: room.roomsSeq })}
          aria-haspopup="dialog"
          onClick={(e) => {
            e.stopPropagation();
            onOpen(room);
          }}
        >
          <Typography component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
            {room.roomsSeq}
          </Typography>
        </Button>
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
        <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
          <GongsilStatusBadge status={room.status} />
          <GongsilClaimBadge claim={room.claim} />
        </Box>
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
 * The rooms of one page as a table. `view.skeletonRows` > 0 paints that many placeholder rows of the
 * real row height (first load), so the page does not jump when the rooms arrive. `tab` is null while
 * the counts that pick the tab load: the header is then placeholders too, and the table is built
 * afresh (its `key`) when the columns are known, so no cell moves sideways when the 중개의뢰 tab
 * adds its request column (moved cells count as a layout shift, new ones do not).
 */
export function GongsilRoomTable({
  tab,
  view,
  onOpen,
}: {
  tab: GongsilTab | null;
  view: Pick<GongsilListView, 'items' | 'skeletonRows' | 'busy'>;
  onOpen: (room: GongsilRoom) => void;
}) {
  const gongsilText = useConfig(messages.gongsil);

  const { items, skeletonRows, busy } = view;
  const showRequest = tab === 'pick';
  const c = gongsilText.columns;
  const headers: string[] = [c.roomsSeq, c.roomType, c.deal, c.address, c.status, c.dates];
  if (showRequest) headers.push(c.request);
  return (
    <Table
      key={tab === null ? 'loading' : showRequest ? 'with-request' : 'rooms'}
      aria-label={gongsilText.listLabel}
      aria-busy={busy}
      sx={{ tableLayout: 'fixed', '& th': { fontWeight: 600, bgcolor: 'scale.gray.50' } }}
    >
      <colgroup>
        <col style={{ width: 128 }} />
        <col style={{ width: 88 }} />
        <col style={{ width: 200 }} />
        <col />
        <col style={{ width: 128 }} />
        <col style={{ width: 140 }} />
        {showRequest && <col style={{ width: 200 }} />}
      </colgroup>
      <TableHead>
        <TableRow>
          {headers.map((h) => (
            <TableCell key={h} scope="col" component="th">
              {tab === null ? <Skeleton variant="text" width={56} /> : h}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {skeletonRows > 0 ? (
          <SkeletonRows rows={skeletonRows} columns={headers.length} />
        ) : (
          items.map((room) => (
            <RoomRow key={room.roomsSeq} room={room} showRequest={showRequest} onOpen={onOpen} />
          ))
        )}
      </TableBody>
    </Table>
  );
}
