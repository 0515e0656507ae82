import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import { requestBodySchemas } from '@/api/request-schemas';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { RadioGroup } from '@/components/form/radio-group';
import { TextInput } from '@/components/form/text-input';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useOrderReceiptMutation } from '../api/post-order-receipt';

const KINDS: readonly Schema<'ReceiptKind'>[] = ['CASH_RECEIPT', 'TAX_INVOICE'];

/** The order's 현금영수증 or 세금계산서: its status once asked for, else the request form with the
 * office's business number filled in. */
export function ReceiptRequest({ order }: { order: Schema<'Order'> }) {
  const billing = useConfig(messages.cart).billing;
  const errorsText = useConfig(messages.errors);
  const [kind, setKind] = useState<Schema<'ReceiptKind'>>('CASH_RECEIPT');
  const [businessNumber, setBusinessNumber] = useState(order.buyer?.businessNumber ?? '');
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'number' | 'email' | null>(null);
  const request = useOrderReceiptMutation(order.orderId);
  const r = order.receipt;

  const submit = () => {
    const body = { kind, businessNumber, ...(kind === 'TAX_INVOICE' ? { email } : {}) };
    const parsed = requestBodySchemas.postOrderReceipt.safeParse(body);
    if (!parsed.success) {
      setProblem(parsed.error.issues.some((i) => i.path[0] === 'email') ? 'email' : 'number');
      return;
    }
    if (kind === 'TAX_INVOICE' && !email) {
      setProblem('email');
      return;
    }
    setProblem(null);
    request.submit(parsed.data, {
      onSuccess: () => toast.success(billing.receiptDone),
      onError: (e) => toast.error(errorMessage(e, errorsText.server)),
    });
  };

  return (
    <Box component="section" aria-labelledby="receipt-request" sx={{ mt: 3 }} data-noprint>
      <Typography id="receipt-request" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {billing.receiptRequestTitle}
      </Typography>
      {r ? (
        <Typography data-testid="receipt-status">
          {fmt(billing.receiptState, {
            kind: billing.receiptKinds[r.kind],
            status: billing.receiptStatus[r.status],
          })}
          {r.issueNo && ` · ${fmt(billing.issueNo, { no: r.issueNo })}`}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, maxWidth: 480 }}>
          <RadioGroup
            name="receiptKind"
            label={billing.receiptKindLabel}
            value={kind}
            onChange={(v) => setKind(v as Schema<'ReceiptKind'>)}
            options={KINDS.map((k) => ({ value: k, label: billing.receiptKinds[k] }))}
          />
          <TextInput
            name="businessNumber"
            label={billing.businessNumber}
            value={businessNumber}
            onChange={setBusinessNumber}
            maxLength={12}
            error={problem === 'number'}
            helperText={problem === 'number' ? billing.businessNumberInvalid : undefined}
          />
          {kind === 'TAX_INVOICE' && (
            <TextInput
              name="email"
              type="email"
              label={billing.email}
              value={email}
              onChange={setEmail}
              maxLength={100}
              error={problem === 'email'}
              helperText={problem === 'email' ? billing.emailRequired : undefined}
            />
          )}
          <Box>
            <Button onClick={submit} disabled={request.isPending}>
              {billing.receiptRequest}
            </Button>
          </Box>
        </Box>
      )}
    </Box>
  );
}
