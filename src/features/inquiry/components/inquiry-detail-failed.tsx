import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/errors';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

/**
 * What the inquiry detail shows, on a phone and on a desktop alike, when its address names no
 * inquiry or the inquiry could not be read: the reason and the way back to the list.
 */
export function InquiryDetailFailed({
  error,
  back,
  gap,
}: {
  /** The query's error; without one the address itself was wrong. */
  error: unknown;
  back: ReactNode;
  /** Space above and below, in theme units: the desktop page leaves more. */
  gap: number;
}) {
  const commonText = useConfig(messages.pages.common);
  const errorsText = useConfig(messages.errors);
  return (
    <Box sx={{ py: gap }}>
      <Alert severity="error" sx={{ mb: 2 }}>
        {(error != null && errorMessage(error, commonText.loadFailed)) || errorsText.wrongAccess}
      </Alert>
      {back}
    </Box>
  );
}
