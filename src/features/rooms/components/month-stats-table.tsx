import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Schema } from '@/api/types';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt, formatNumber } from '@/lib/format-message';

/** The office's months, newest first, with the money spent per product under the total. */
export function MonthStatsTable({ months }: { months: Schema<'OfficeMonthStat'>[] }) {
  const t = useConfig(messages.pages.roomStats);
  const c = t.monthColumns;
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label={t.monthsTitle}>
        <TableHead>
          <TableRow>
            <TableCell>{c.month}</TableCell>
            <TableCell align="right">{c.registered}</TableCell>
            <TableCell align="right">{c.ended}</TableCell>
            <TableCell align="right">{c.completed}</TableCell>
            <TableCell align="right">{c.claimsConverted}</TableCell>
            <TableCell align="right">{c.slots}</TableCell>
            <TableCell align="right">{c.spent}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {[...months].reverse().map((m) => (
            <TableRow key={m.month}>
              <TableCell component="th" scope="row">
                {m.month}
              </TableCell>
              <TableCell align="right">{formatNumber(m.registered)}</TableCell>
              <TableCell align="right">{formatNumber(m.ended)}</TableCell>
              <TableCell align="right">{formatNumber(m.completed)}</TableCell>
              <TableCell align="right">{formatNumber(m.claimsConverted)}</TableCell>
              <TableCell align="right">
                {fmt(t.slotsOf, { used: m.slotsUsed, held: m.slotsHeld })}
              </TableCell>
              <TableCell align="right">
                {m.spent ? fmt(t.won, { amount: formatNumber(m.spent) }) : t.noSpend}
                {m.spentByProduct.map((p) => (
                  <Typography key={p.type} component="div" variant="caption" color="text.secondary">
                    {p.name} {fmt(t.won, { amount: formatNumber(p.amount) })}
                  </Typography>
                ))}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
