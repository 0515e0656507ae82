import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/** Ad slots in use and, when listings wait for a slot or none is free, the way to buy more. */
export function SlotSummary({ slots, waiting }: { slots: Schema<'AdSlots'>; waiting: number }) {
  const t = useConfig(messages.pages.rooms).list;

  const full = slots.used >= slots.total;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography data-testid="ad-slots" sx={{ fontWeight: 600, mb: 1 }}>
        {slots.total > 0 ? fmt(t.slots, { used: slots.used, total: slots.total }) : t.noSlots}
      </Typography>
      {(waiting > 0 || full) && (
        <Alert
          severity={waiting > 0 ? 'warning' : 'info'}
          action={
            <Button size="sm" kind="outline" to={href('product-purchase')}>
              {t.buyAds}
            </Button>
          }
        >
          {waiting > 0
            ? fmt(t.waitingNotice, { n: waiting })
            : slots.total > 0
              ? t.slotsFull
              : t.noSlots}
        </Alert>
      )}
    </Box>
  );
}
