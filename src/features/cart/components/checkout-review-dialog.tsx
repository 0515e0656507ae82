import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { Checkbox } from '@/components/form/checkbox';
import { RadioGroup } from '@/components/form/radio-group';
import { useRequiredAgreement } from '@/components/form/use-required-agreement';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { PAYMENT_METHODS, type PaymentMethod } from '../model/payment-methods';
import { repricedLines } from '../model/reprice';
import type { PurchaseItem } from '../model/types';
import { won } from './format';

const dayLabel = (day: PurchaseItem['day']) => {
  const p = readConfig(messages.cart).payments;
  return typeof day === 'string'
    ? fmt(p.regular, { day: day.replace('regular_', '') })
    : fmt(readConfig(messages.cart).dayOption, { day });
};

/**
 * The review step before paying: every line with its period, quantity and price, the total, and
 * the required agreement to the paid-service terms. Lines a newly published catalogue priced
 * otherwise show old → new and must be confirmed too. Nothing is charged until "결제하기" here.
 */
export function CheckoutReviewDialog({
  items,
  total,
  busy,
  onConfirm,
  onClose,
}: {
  items: PurchaseItem[];
  total: number;
  busy: boolean;
  onConfirm: (method: PaymentMethod) => void;
  onClose: () => void;
}) {
  const [method, setMethod] = useState<PaymentMethod>('CARD');
  const repriced = repricedLines(items);
  const [seen, setSeen] = useState(false);
  const [unseen, setUnseen] = useState(false);
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const t = useConfig(messages.journeys.checkout);
  const commonText = useConfig(messages.common);
  const cartText = useConfig(messages.cart);
  const p = useConfig(messages.cart).payments;

  const agreement = useRequiredAgreement();
  const confirm = agreement.guard(() => {
    if (repriced.length > 0 && !seen) {
      setUnseen(true);
      return;
    }
    onConfirm(method);
  });
  const billing = cartText.billing;
  return (
    <Modal
      open
      title={t.reviewTitle}
      onClose={onClose}
      width={880}
      actions={
        <>
          <Button kind="secondary" onClick={onClose} disabled={busy}>
            {commonText.cancel}
          </Button>
          <Button onClick={confirm} disabled={busy}>
            {busy ? cartText.checkoutBusy : fmt(t.pay, { total: won(total) })}
          </Button>
        </>
      }
    >
      <Typography sx={{ mb: 2 }}>{t.reviewLead}</Typography>
      <Table size="small" aria-label={t.itemsLabel}>
        <TableHead>
          <TableRow>
            <TableCell>{p.name}</TableCell>
            <TableCell>{p.day}</TableCell>
            <TableCell>{p.period}</TableCell>
            <TableCell align="right">{p.quantity}</TableCell>
            <TableCell align="right">{p.lineTotal}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((it) => (
            <TableRow key={it.id}>
              <TableCell>
                {it.name}
                {it.option?.name && ` · ${it.option.name}`}
              </TableCell>
              <TableCell>{dayLabel(it.day)}</TableCell>
              <TableCell>
                {it.periodFrom} ~ {it.periodTo}
              </TableCell>
              <TableCell align="right">{it.quantity}</TableCell>
              <TableCell align="right">{won(it.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 2, mb: 3 }}>
        <Typography color="text.secondary">{t.total}</Typography>
        <Typography sx={{ fontWeight: 700, fontSize: 20 }} data-testid="review-total">
          {won(total)}
        </Typography>
      </Box>
      {repriced.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <Typography sx={{ fontWeight: 700, mb: 1 }}>{t.repricedTitle}</Typography>
          <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5 }}>
            {repriced.map((it) => (
              <li key={it.id}>
                {it.name} ·{' '}
                {fmt(cartText.repriced, { from: won(it.previousTotal!), to: won(it.total) })}
              </li>
            ))}
          </Box>
          <Checkbox
            name="repricedSeen"
            label={t.repricedAck}
            checked={seen}
            onChange={(checked) => {
              setSeen(checked);
              setUnseen(false);
            }}
          />
          {unseen && (
            <Typography role="alert" sx={{ fontSize: 13, mt: 1, color: 'scale.red.700' }}>
              {t.repricedRequired}
            </Typography>
          )}
        </Box>
      )}
      <RadioGroup
        name="paymentMethod"
        label={billing.methodLabel}
        value={method}
        onChange={(v) => setMethod(v as PaymentMethod)}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: billing.methods[m] }))}
      />
      <Checkbox
        name="agreePaidTerms"
        label={t.agree}
        description={t.agreeDescription}
        {...agreement.checkboxProps}
      />
      {agreement.invalid && (
        <Typography role="alert" sx={{ fontSize: 13, mt: 1, color: 'scale.red.700' }}>
          {t.agreeRequired}
        </Typography>
      )}
    </Modal>
  );
}
