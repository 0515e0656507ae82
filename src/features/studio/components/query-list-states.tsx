import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ServerError } from '@/components/form/server-error';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';

/**
 * A studio list's four states: its load failed (the server's words, or `loadFailed`), it is
 * loading, it is empty (`empty`), or `children` draws its items.
 */
export function QueryListStates<T extends { items: readonly unknown[] }>({
  query,
  loadFailed,
  empty,
  children,
}: {
  query: UseQueryResult<T>;
  loadFailed: string;
  empty: string;
  children: (data: T) => ReactNode;
}) {
  const loading = useConfig(messages.studioReview).loading;
  if (query.isError) return <ServerError error={query.error} fallback={loadFailed} />;
  if (!query.data) return <Typography role="status">{loading}</Typography>;
  if (query.data.items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return <>{children(query.data)}</>;
}
