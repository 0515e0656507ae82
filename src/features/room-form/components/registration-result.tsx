import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';

/**
 * What registration did: advertised, or waiting for a slot with the way to buy one. Focus
 * moves to it so a screen reader hears the outcome.
 */
export function RegistrationResult({
  saved,
  onAnother,
}: {
  saved: Schema<'RoomSaved'>;
  onAnother: () => void;
}) {
  const R = useConfig(messages.form).room;

  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const waiting = saved.status === 'waiting';
  return (
    <Box
      ref={ref}
      tabIndex={-1}
      data-testid="room-registered"
      aria-labelledby="room-result-title"
      role="region"
      sx={{ display: 'flex', flexDirection: 'column', gap: 2, outline: 'none' }}
    >
      <Typography id="room-result-title" component="h2" sx={{ fontSize: 20, fontWeight: 700 }}>
        {R.resultTitle}
      </Typography>
      <Alert severity={waiting ? 'warning' : 'success'}>
        <Typography sx={{ fontWeight: 600 }}>
          {waiting ? R.registeredWaiting : R.registeredPublic}
        </Typography>
        <Typography sx={{ fontSize: 14 }}>{fmt(R.roomsSeqValue, { n: saved.roomsSeq })}</Typography>
        {waiting && <Typography sx={{ fontSize: 14, mt: 0.5 }}>{R.waitingHelp}</Typography>}
      </Alert>
      <Box sx={{ display: 'flex', gap: 1.5 }}>
        {waiting && (
          <Button size="lg" to={href('product-purchase')}>
            {R.buyAds}
          </Button>
        )}
        <Button size="lg" kind={waiting ? 'outline' : 'primary'} to={href('room-dabang-list')}>
          {R.toList}
        </Button>
        <Button size="lg" kind="secondary" onClick={onAnother}>
          {R.registerAnother}
        </Button>
      </Box>
    </Box>
  );
}
