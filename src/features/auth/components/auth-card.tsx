import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Centred card that frames the guest forms (login, find-password, consult, join-consult). */
export function AuthCard({
  title,
  lead,
  children,
  width = 480,
}: {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  width?: number;
}) {
  return (
    <Stack sx={{ py: 8, alignItems: 'center' }}>
      <Paper variant="outlined" sx={{ width, maxWidth: '100%', p: 5, borderRadius: 2 }}>
        <Typography component="h1" variant="h3" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {lead}
          </Typography>
        )}
        {children}
      </Paper>
    </Stack>
  );
}
