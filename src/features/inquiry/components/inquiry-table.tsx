import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
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
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import type { InquiryTab } from '../api/get-inquiry-list';
import { waited } from '../model/waited';

/**
 * One channel's inquiries: who asked, about which listing (a link to it), what, when, whether the
 * office answered and, while it has not, how long the customer has waited (past 48 hours in red).
 */
export function InquiryTable({
  tab,
  items,
  empty,
  now,
}: {
  tab: InquiryTab;
  items: Schema<'Inquiry'>[];
  empty: string;
  now: number;
}) {
  const text = useConfig(messages.pages.inquiry);
  const open = useConfig(messages.journeys.inquiry).open;

  const t = text.listings;
  const c = text.columns;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label={fmt(text.caption, { tab: text.tabs[tab] })}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ width: 110 }}>{c.customerName}</TableCell>
            <TableCell sx={{ width: 220 }}>{c.room}</TableCell>
            <TableCell>{c.message}</TableCell>
            <TableCell sx={{ width: 170 }}>{c.savedTime}</TableCell>
            <TableCell sx={{ width: 160 }}>{c.answer}</TableCell>
            <TableCell sx={{ width: 80 }}>{c.isRead}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.length === 0 ? (
            <TableRow>
              <TableCell colSpan={6} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : (
            items.map((item) => {
              const wait = item.answeredTime ? null : waited(item.savedTime, now, t);
              return (
                <TableRow key={item.inquirySeq} data-testid="inquiry-row">
                  <TableCell>
                    <Link
                      component={RouterLink}
                      to={href('inquiry-detail', { tab, inquiryId: item.inquirySeq })}
                      aria-label={fmt(open, { name: item.customerName })}
                      sx={{ fontWeight: item.isRead ? 400 : 700 }}
                    >
                      {item.customerName}
                    </Link>
                  </TableCell>
                  <TableCell>
                    {item.room ? (
                      <Link
                        component={RouterLink}
                        to={href('form-edit', { roomId: item.room.roomId })}
                      >
                        {fmt(t.roomLink, { title: item.room.title, seq: item.room.roomsSeq })}
                      </Link>
                    ) : (
                      <Box component="span" sx={{ color: 'text.secondary' }}>
                        {t.noRoom}
                      </Box>
                    )}
                  </TableCell>
                  <TableCell>{item.message}</TableCell>
                  <TableCell>{formatDateTime(item.savedTime)}</TableCell>
                  <TableCell>
                    {wait ? (
                      <>
                        <Badge tone="red">{t.unanswered}</Badge>
                        <Box
                          data-testid="waited"
                          sx={{
                            fontSize: 13,
                            mt: 0.5,
                            color: wait.overdue ? 'error.dark' : 'text.secondary',
                            fontWeight: wait.overdue ? 700 : 400,
                          }}
                        >
                          {wait.text}
                          {wait.overdue && ` · ${t.overdue}`}
                        </Box>
                      </>
                    ) : (
                      <Badge tone="green">{t.answered}</Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    <Chip
                      variant="outlined"
                      size="small"
                      label={item.isRead ? text.read : text.unread}
                    />
                  </TableCell>
                </TableRow>
              );
            })
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
