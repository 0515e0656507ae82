import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useSearchParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { Pagination } from '@/components/pagination/pagination';
import { messages } from '@/generated/config/messages';
import { fmt, formatNumber } from '@/lib/format-message';
import { paymentListQueryOptions, PAYMENT_PAGE_SIZE } from '../api/get-payment-list';
import { badge, won } from '../components/format';

const paymentsText = messages.cart.payments;

/** /product/payment-list: orders with their lines and totals, paginated by ?page=. */
export default function ProductPaymentListScreen() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const { data, isPending, isError, error } = useQuery(paymentListQueryOptions(page));
  const go = (p: number) => setParams({ page: String(p) });

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700, mb: 3 }}>
        {paymentsText.title}
      </Typography>
      {isPending ? (
        <Typography role="status">{messages.common.loading}</Typography>
      ) : isError ? (
        <Typography role="alert" color="error">
          {errorMessage(error, messages.errors.server)}
        </Typography>
      ) : data.orders.length === 0 ? (
        <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          {paymentsText.empty}
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          {data.orders.map((o) => (
            <Box
              component="article"
              key={o.orderId}
              data-order-id={o.orderId}
              aria-labelledby={`order-${o.orderId}`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}
            >
              <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
                <Typography
                  id={`order-${o.orderId}`}
                  component="h2"
                  sx={{ fontWeight: 700, fontSize: 16 }}
                >
                  {fmt(paymentsText.order, { orderId: o.orderId })}
                </Typography>
                <Typography sx={{ color: 'text.secondary', fontSize: 14, flex: 1 }}>
                  {fmt(paymentsText.orderedAt, {
                    date: format(parseISO(o.orderedAt), 'yyyy-MM-dd HH:mm'),
                  })}
                </Typography>
                {o.discountTotal > 0 && (
                  <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>
                    {fmt(paymentsText.discountTotal, { n: formatNumber(o.discountTotal) })}
                  </Typography>
                )}
                <Typography sx={{ fontWeight: 700 }} data-testid="order-total">
                  {fmt(paymentsText.total, { total: formatNumber(o.total) })}
                </Typography>
              </Box>
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
                        {l.name}{' '}
                        {l.isRenew && (
                          <Chip size="small" label={paymentsText.renew} sx={badge.green} />
                        )}
                      </TableCell>
                      <TableCell>
                        {typeof l.day === 'string'
                          ? fmt(paymentsText.regular, { day: l.day.replace('regular_', '') })
                          : fmt(messages.cart.dayOption, { day: l.day })}
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
            </Box>
          ))}
          <Pagination
            total={data.total}
            limit={data.limit || PAYMENT_PAGE_SIZE}
            page={page}
            onChange={go}
          />
        </Box>
      )}
    </>
  );
}
