import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt, formatNumber } from '@/lib/format-message';
import { productOrderQueryOptions } from '../api/get-product-order';
import { OrderCard } from '../components/order-card';

/** /product/order/:orderId: the receipt, where checkout lands and the payment list links to. */
export default function ProductOrderScreen() {
  const t = useConfig(messages.journeys.checkout);
  const errorsText = useConfig(messages.errors);
  const commonText = useConfig(messages.common);
  const cartText = useConfig(messages.cart);

  const params = useParams();
  const orderId = Number(params.orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  const justPaid = (useLocation().state as { paid?: boolean } | null)?.paid === true;
  const query = useQuery({ ...productOrderQueryOptions(orderId), enabled: valid });
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700, mb: 1 }}>
        {t.receiptTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t.receiptLead}
      </Typography>
      {!valid || query.isError ? (
        <Alert severity="error">
          {(query.isError && errorMessage(query.error, errorsText.server)) ||
            errorsText.wrongAccess}
        </Alert>
      ) : !query.data ? (
        <Typography role="status">{commonText.loading}</Typography>
      ) : (
        <>
          {justPaid && (
            <Alert severity="success" role="status" sx={{ mb: 3 }}>
              {fmt(cartText.checkoutDone, {
                orderId: query.data.orderId,
                total: formatNumber(query.data.total),
              })}
            </Alert>
          )}
          <OrderCard order={query.data} />
        </>
      )}
      <Box sx={{ display: 'flex', gap: 1.5, mt: 3 }}>
        <Button kind="outline" to={href('product-payment-list')}>
          {cartText.goPaymentList}
        </Button>
        <Button kind="outline" to={href('product-using')}>
          {t.toUsing}
        </Button>
      </Box>
    </>
  );
}
