import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { Checkbox } from '@/components/form/checkbox';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt, formatNumber } from '@/lib/format-message';
import { refundQuoteQueryOptions, useOrderRefundMutation } from '../api/refunds';

/**
 * Cancel and refund lines of a paid order: each line with what it gives back today (full before
 * its start, pro rata by days after it, or nothing), the broker ticks the lines and confirms.
 */
export function RefundDialog({ orderId, onClose }: { orderId: number; onClose: () => void }) {
  const billing = useConfig(messages.cart).billing;
  const commonText = useConfig(messages.common);
  const errorsText = useConfig(messages.errors);
  const quote = useQuery(refundQuoteQueryOptions(orderId));
  const refund = useOrderRefundMutation(orderId);
  const [picked, setPicked] = useState<number[]>([]);
  const lines = quote.data?.lines ?? [];
  const sum = lines.filter((l) => picked.includes(l.lineId)).reduce((s, l) => s + l.amount, 0);

  const confirm = () => {
    if (picked.length === 0) {
      toast.error(billing.cancelPick);
      return;
    }
    refund.submit(picked, {
      onSuccess: (r) => {
        toast.success(fmt(billing.cancelDone, { n: formatNumber(r.amount) }));
        onClose();
      },
      onError: (e) => toast.error(errorMessage(e, errorsText.server)),
    });
  };
  return (
    <Modal
      open
      title={billing.cancelTitle}
      onClose={onClose}
      width={560}
      actions={
        <>
          <Button kind="secondary" onClick={onClose} disabled={refund.isPending}>
            {commonText.cancel}
          </Button>
          <Button onClick={confirm} disabled={refund.isPending || picked.length === 0}>
            {fmt(billing.cancelConfirm, { n: formatNumber(sum) })}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2, fontSize: 14 }}>{billing.cancelLead}</Typography>
      {quote.isError && (
        <Typography role="alert" color="error">
          {errorMessage(quote.error, errorsText.server)}
        </Typography>
      )}
      {!quote.data && !quote.isError && <Typography role="status">{commonText.loading}</Typography>}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {lines.map((l) => (
          <Checkbox
            key={l.lineId}
            name={`refund-${l.lineId}`}
            label={l.name}
            description={
              l.refundable
                ? fmt(billing.quoteRow, {
                    kind: billing.refundKinds[l.kind],
                    amount: formatNumber(l.amount),
                    used: l.usedDays,
                    days: l.totalDays,
                  })
                : billing.notRefundable
            }
            disabled={!l.refundable}
            checked={picked.includes(l.lineId)}
            onChange={(on) =>
              setPicked((p) => (on ? [...p, l.lineId] : p.filter((x) => x !== l.lineId)))
            }
          />
        ))}
      </Box>
    </Modal>
  );
}
