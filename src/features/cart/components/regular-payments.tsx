import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/api/errors';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { regularPaymentsQueryOptions, useRegularPaymentMutation } from '../api/regular-payments';
import { badge, won } from './format';

/** The office's regular payments (regular_ options): auto-renewal on, paused or stopped, the next
 * charge date, and the switches. Nothing is shown while the office has none. */
export function RegularPayments() {
  const billing = useConfig(messages.cart).billing;
  const errorsText = useConfig(messages.errors);
  const query = useQuery(regularPaymentsQueryOptions());
  const change = useRegularPaymentMutation();
  const rows = query.data ?? [];
  if (rows.length === 0) return null;

  const set = (lineId: number, autoRenew: Schema<'AutoRenew'>) => {
    if (autoRenew === 'STOPPED' && !window.confirm(billing.stopConfirm)) return;
    change.submit(
      { lineId, autoRenew },
      {
        onSuccess: () => toast.success(billing.regularSaved),
        onError: (e) => toast.error(errorMessage(e, errorsText.server)),
      },
    );
  };
  return (
    <Box component="section" aria-labelledby="regular-title" sx={{ mt: 4 }}>
      <Typography id="regular-title" component="h2" sx={{ fontSize: 20, fontWeight: 700, mb: 1 }}>
        {billing.regularTitle}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((r) => (
          <Box
            component="li"
            key={r.lineId}
            data-regular-id={r.lineId}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1.5,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Typography sx={{ flex: 1 }}>
              {r.name} · {won(r.amount)}
              {r.nextChargeOn && ` · ${fmt(billing.nextCharge, { date: r.nextChargeOn })}`}
            </Typography>
            <Chip
              size="small"
              label={billing.autoRenew[r.autoRenew]}
              sx={r.autoRenew === 'ON' ? badge.green : badge.gray}
            />
            {r.autoRenew === 'ON' && (
              <Button kind="outline" size="sm" onClick={() => set(r.lineId, 'PAUSED')}>
                {billing.pause}
              </Button>
            )}
            {r.autoRenew === 'PAUSED' && (
              <Button kind="outline" size="sm" onClick={() => set(r.lineId, 'ON')}>
                {billing.resume}
              </Button>
            )}
            {r.autoRenew !== 'STOPPED' && (
              <Button kind="outline" size="sm" onClick={() => set(r.lineId, 'STOPPED')}>
                {billing.stop}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
