import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Success state shown in place of a submitted form (role=status so it is announced). */
export function SuccessPanel({
  title,
  body,
  actions,
}: {
  title: string;
  body: string;
  actions?: ReactNode;
}) {
  return (
    <Stack spacing={3}>
      <Alert severity="success" role="status">
        <AlertTitle>{title}</AlertTitle>
        {body}
      </Alert>
      {actions && (
        <Stack direction="row" spacing={1}>
          {actions}
        </Stack>
      )}
    </Stack>
  );
}
