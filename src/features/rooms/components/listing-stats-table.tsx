import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { Schema } from '@/api/types';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/** One row per listing: days advertised, inquiries by channel, whether a gongsil claim became it. */
export function ListingStatsTable({ listings }: { listings: Schema<'ListingStat'>[] }) {
  const t = useConfig(messages.pages.roomStats);
  const statuses = useConfig(messages.pages.rooms).statuses;
  const c = t.listingColumns;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t.listingsTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{c.roomsSeq}</TableCell>
            <TableCell>{c.title}</TableCell>
            <TableCell>{c.status}</TableCell>
            <TableCell align="right">{c.daysAdvertised}</TableCell>
            <TableCell align="right">{c.inquiries}</TableCell>
            <TableCell align="center">{c.fromGongsilClaim}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {listings.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} align="center">
                {t.empty}
              </TableCell>
            </TableRow>
          ) : (
            listings.map((l) => (
              <TableRow key={l.roomId}>
                <TableCell>{l.roomsSeq}</TableCell>
                <TableCell component="th" scope="row">
                  {l.title}
                </TableCell>
                <TableCell>{statuses[l.status]}</TableCell>
                <TableCell align="right">{fmt(t.days, { n: l.daysAdvertised })}</TableCell>
                <TableCell align="right">
                  {fmt(t.inquiriesOf, {
                    n: l.inquiries,
                    talk: l.talkInquiries,
                    sms: l.smsInquiries,
                  })}
                </TableCell>
                <TableCell align="center">
                  {l.fromGongsilClaim ? t.fromClaim : t.notFromClaim}
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
