import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Pagination } from '@/components/pagination/pagination';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { paymentListQueryOptions, PAYMENT_PAGE_SIZE } from '../api/get-payment-list';
import { OrderCard } from '../components/order-card';
import { QueryList } from '../components/query-list';

/** /product/payment-list: orders with their lines and totals, paginated by ?page=. */
export default function ProductPaymentListScreen() {
  const paymentsText = useConfig(messages.cart).payments;

  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page') ?? '1') || 1);
  const query = useQuery(paymentListQueryOptions(page));
  const go = (p: number) => setParams({ page: String(p) });

  return (
    <>
      <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700, mb: 3 }}>
        {paymentsText.title}
      </Typography>
      <QueryList
        query={query}
        isEmpty={(d) => d.orders.length === 0}
        emptyText={paymentsText.empty}
      >
        {(data) => (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {data.orders.map((o) => (
              <OrderCard key={o.orderId} order={o} link />
            ))}
            <Pagination
              total={data.total}
              limit={data.limit || PAYMENT_PAGE_SIZE}
              page={page}
              onChange={go}
            />
          </Box>
        )}
      </QueryList>
    </>
  );
}
