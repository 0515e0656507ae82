import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { errorMessage } from '@/api/errors';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { LoadingSpinner } from '@/components/page/query-view';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt, formatNumber } from '@/lib/format-message';
import { useHydrating } from '@/ssr/use-hydrating';
import { productOrderQueryOptions } from '../api/get-product-order';
import { OrderCard } from '../components/order-card';
import { ReceiptPrintStyles } from '../components/receipt-print-styles';
import { ReceiptRequest } from '../components/receipt-request';
import { RefundDialog } from '../components/refund-dialog';

/** /product/order/:orderId: the receipt, where checkout lands and the payment list links to.
 * It prints as the receipt alone (ReceiptPrintStyles), and offers cancel and refund and the
 * 현금영수증 or 세금계산서 request of a paid order. */
export default function ProductOrderScreen() {
  const t = useConfig(messages.journeys.checkout);
  const errorsText = useConfig(messages.errors);
  const cartText = useConfig(messages.cart);
  const [cancelling, setCancelling] = useState(false);

  const params = useParams();
  const orderId = Number(params.orderId);
  const valid = Number.isInteger(orderId) && orderId > 0;
  // Checkout's navigation says the order was just paid (the history entry's state). A reload of
  // that entry is drawn by the server, which cannot see it: that page shows the receipt as
  // drawn, without the notice (appearing once hydrated, it pushed the receipt down).
  const entryState = useLocation().state as { paid?: boolean } | null;
  const hydrating = useHydrating();
  const [drawnByServer] = useState(hydrating);
  const justPaid = !drawnByServer && entryState?.paid === true;
  const query = useQuery({ ...productOrderQueryOptions(orderId), enabled: valid });
  const o = query.data;
  const paid = o?.status === undefined || o.status === 'PAID';
  return (
    <>
      <ReceiptPrintStyles />
      <Typography variant="h1" sx={{ fontSize: 28, fontWeight: 700, mb: 1 }}>
        {t.receiptTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }} data-noprint>
        {t.receiptLead}
      </Typography>
      {!valid || query.isError ? (
        <Alert severity="error">
          {(query.isError && errorMessage(query.error, errorsText.server)) ||
            errorsText.wrongAccess}
        </Alert>
      ) : !o ? (
        // The footer waits with it (PAGE_LOADING): a loading line left it up for the receipt to
        // push down.
        <LoadingSpinner />
      ) : (
        <>
          {justPaid && paid && (
            <Alert severity="success" role="status" sx={{ mb: 3 }} data-noprint>
              {fmt(cartText.checkoutDone, { orderId: o.orderId, total: formatNumber(o.total) })}
            </Alert>
          )}
          <PendingNotice order={o} />
          <Box data-receipt>
            {o.buyer && <BuyerBlock buyer={o.buyer} />}
            <OrderCard order={o} />
          </Box>
          {paid && <ReceiptRequest order={o} />}
        </>
      )}
      {/* Under the receipt, so not before it: shown under the spinner, the receipt moved them. */}
      {(o || !valid || query.isError) && (
        <Box sx={{ display: 'flex', gap: 1.5, mt: 3 }} data-noprint>
          {o && paid && (
            <>
              <Button onClick={() => window.print()}>{cartText.billing.print}</Button>
              {o.lines.some((l) => l.status === undefined || l.status === 'PAID') && (
                <Button kind="outline" onClick={() => setCancelling(true)}>
                  {cartText.billing.cancel}
                </Button>
              )}
            </>
          )}
          <Button kind="outline" to={href('product-payment-list')}>
            {cartText.goPaymentList}
          </Button>
          <Button kind="outline" to={href('product-using')}>
            {t.toUsing}
          </Button>
        </Box>
      )}
      {cancelling && <RefundDialog orderId={orderId} onClose={() => setCancelling(false)} />}
    </>
  );
}

/** A payment still to be confirmed: the deposit a virtual account waits for, or a time-out. */
function PendingNotice({ order: o }: { order: Schema<'Order'> }) {
  const billing = useConfig(messages.cart).billing;
  if (o.status !== 'PENDING' && o.status !== 'FAILED') return null;
  if (o.status === 'FAILED')
    return (
      <Alert severity="error" sx={{ mb: 3 }}>
        {fmt(billing.declined, { msg: o.paymentMessage ?? '' })}
      </Alert>
    );
  const va = o.virtualAccount;
  return (
    <Alert severity="info" role="status" sx={{ mb: 3 }}>
      {va
        ? fmt(billing.virtualAccount, {
            bank: va.bank,
            account: va.accountNumber,
            due: formatDateTime(va.dueAt),
            total: formatNumber(o.total),
          })
        : billing.pending}
    </Alert>
  );
}

/** The portal's business that sold the order (the footer's, ui.json business) and the office it
 * was sold to, as a receipt names them. */
function BuyerBlock({ buyer }: { buyer: NonNullable<Schema<'Order'>['buyer']> }) {
  const billing = useConfig(messages.cart).billing;
  const seller = useConfig(uiConfig).business;
  return (
    <Box component="section" aria-labelledby="receipt-buyer" sx={{ mb: 2 }}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
        {billing.sellerTitle}
      </Typography>
      <Typography sx={{ fontSize: 14, mb: 1 }} data-testid="receipt-seller">
        {fmt(billing.buyerName, { name: seller.companyName })} ·{' '}
        {fmt(billing.buyerNumber, { n: seller.registrationNumber })}
      </Typography>
      <Typography id="receipt-buyer" component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
        {billing.receiptDoc} · {billing.buyerTitle}
      </Typography>
      <Typography sx={{ fontSize: 14 }}>{fmt(billing.buyerName, { name: buyer.name })}</Typography>
      <Typography sx={{ fontSize: 14 }}>
        {fmt(billing.buyerNumber, { n: buyer.businessNumber })}
      </Typography>
      <Typography sx={{ fontSize: 14 }}>
        {fmt(billing.buyerAddress, { address: buyer.address })}
      </Typography>
    </Box>
  );
}
