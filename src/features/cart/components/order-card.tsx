import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Schema } from '@/api/types';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt, formatNumber } from '@/lib/format-message';
import { badge, won } from './format';

/**
 * One order with its lines: a row of the payment list (whose heading links to the receipt) and
 * the receipt page itself.
 */
export function OrderCard({ order: o, link = false }: { order: Schema<'Order'>; link?: boolean }) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const paymentsText = useConfig(messages.cart).payments;
  const cartText = useConfig(messages.cart);

  const billing = cartText.billing;
  const refunds = o.refunds ?? [];
  const heading = fmt(paymentsText.order, { orderId: o.orderId });
  return (
    <Box
      component="article"
      data-order-id={o.orderId}
      aria-labelledby={`order-${o.orderId}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
        <Typography id={`order-${o.orderId}`} component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
          {link ? (
            <Link component={RouterLink} to={href('product-order', { orderId: o.orderId })}>
              {heading}
            </Link>
          ) : (
            heading
          )}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 14, flex: 1 }}>
          {fmt(paymentsText.orderedAt, {
            date: formatDateTime(o.orderedAt),
          })}
        </Typography>
        {o.discountTotal > 0 && (
          <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
            {fmt(paymentsText.discountTotal, { n: formatNumber(o.discountTotal) })}
          </Typography>
        )}
        {o.status && (
          <Chip
            size="small"
            label={billing.status[o.status]}
            sx={o.status === 'PAID' ? badge.green : badge.gray}
            data-testid="order-status"
          />
        )}
        <Typography sx={{ fontWeight: 700 }} data-testid="order-total">
          {fmt(paymentsText.total, { total: formatNumber(o.total) })}
        </Typography>
      </Box>
      {o.paymentMethod && (
        <Typography sx={{ fontSize: 14, color: 'text.secondary', mb: 1 }}>
          {fmt(billing.method, { method: billing.methods[o.paymentMethod] })}
          {o.paidAt && ` · ${fmt(billing.paidAt, { date: formatDateTime(o.paidAt) })}`}
        </Typography>
      )}
      <Table size="small" aria-labelledby={`order-${o.orderId}`}>
        <TableHead>
          <TableRow>
            <TableCell>{paymentsText.name}</TableCell>
            <TableCell>{paymentsText.day}</TableCell>
            <TableCell align="right">{paymentsText.quantity}</TableCell>
            <TableCell>{paymentsText.period}</TableCell>
            <TableCell align="right">{paymentsText.price}</TableCell>
            <TableCell align="right">{paymentsText.discount}</TableCell>
            <TableCell align="right">{paymentsText.lineTotal}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {o.lines.map((l, i) => (
            <TableRow key={i}>
              <TableCell>
                {l.name}
                {l.optionName && ` · ${l.optionName}`}{' '}
                {l.isRenew && <Chip size="small" label={paymentsText.renew} sx={badge.green} />}
                {l.status && l.status !== 'PAID' && (
                  <Chip size="small" label={billing.lineStatus[l.status]} sx={badge.gray} />
                )}
              </TableCell>
              <TableCell>
                {typeof l.day === 'string'
                  ? fmt(paymentsText.regular, { day: l.day.replace('regular_', '') })
                  : fmt(cartText.dayOption, { day: l.day })}
              </TableCell>
              <TableCell align="right">{l.quantity}</TableCell>
              <TableCell>
                {l.periodFrom} ~ {l.periodTo}
              </TableCell>
              <TableCell align="right">{won(l.price)}</TableCell>
              <TableCell align="right">
                {l.discountPrice > 0 ? won(l.discountPrice) : '-'}
              </TableCell>
              <TableCell align="right">{won(l.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {refunds.length > 0 && <RefundList refunds={refunds} orderId={o.orderId} />}
    </Box>
  );
}

/** Every refund of the order, and their sum: the payment history shows them with the order. */
function RefundList({ refunds, orderId }: { refunds: Schema<'Refund'>[]; orderId: number }) {
  const billing = useConfig(messages.cart).billing;
  const sum = refunds.reduce((s, r) => s + r.amount, 0);
  return (
    <Box component="section" aria-labelledby={`refunds-${orderId}`} sx={{ mt: 1.5 }}>
      <Typography id={`refunds-${orderId}`} component="h3" sx={{ fontWeight: 700, fontSize: 14 }}>
        {billing.refundsTitle}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, fontSize: 14 }}>
        {refunds.map((r) => (
          <li key={r.lineId} data-testid="refund-row">
            {fmt(billing.refundRow, {
              name: r.name,
              kind: billing.refundKinds[r.kind],
              amount: formatNumber(r.amount),
              date: formatDateTime(r.refundedAt),
            })}
          </li>
        ))}
      </Box>
      <Typography sx={{ fontSize: 14, fontWeight: 700 }}>
        {fmt(billing.refundedTotal, { n: formatNumber(sum) })}
      </Typography>
    </Box>
  );
}
