import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A title and text, nothing else: these pages must never redirect. */
export function NoticePage({
  title,
  body,
  help,
  children,
}: {
  title: string;
  body: string;
  help?: string;
  children?: ReactNode;
}) {
  return (
    <Stack sx={{ py: 10, alignItems: 'center' }}>
      <Paper variant="outlined" sx={{ p: 6, width: 640, maxWidth: '100%', textAlign: 'center' }}>
        <Typography component="h1" variant="h3" sx={{ mb: 2 }}>
          {title}
        </Typography>
        <Typography sx={{ mb: help ? 2 : 0 }}>{body}</Typography>
        {help && (
          <Typography variant="body2" color="text.secondary">
            {help}
          </Typography>
        )}
        {children}
      </Paper>
    </Stack>
  );
}
