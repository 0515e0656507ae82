import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/errors';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

/**
 * The states every product list screen (in use, payment history) goes through: loading, a failed
 * load with the server's Korean reason, an empty list, and only then the list that `children` draws.
 */
export function QueryList<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  children: (data: T) => ReactNode;
}) {
  const commonText = useConfig(messages.common);
  const errorsText = useConfig(messages.errors);

  if (query.isPending) return <Typography role="status">{commonText.loading}</Typography>;
  if (query.isError)
    return (
      <Typography role="alert" color="error">
        {errorMessage(query.error, errorsText.server)}
      </Typography>
    );
  if (isEmpty(query.data))
    return (
      <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
        {emptyText}
      </Typography>
    );
  return <>{children(query.data)}</>;
}
