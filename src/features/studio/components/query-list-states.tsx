import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ServerError } from '@/components/form/server-error';
import { Pagination, type PaginationProps } from '@/components/pagination/pagination';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';

/**
 * A studio list's four states: its load failed (the server's words, or `loadFailed`), it is
 * loading, it is empty (`empty`), or `children` draws its items, followed by the pager over the
 * list's `total` when `pager` is given.
 */
export function QueryListStates<T extends { items: readonly unknown[]; total?: number }>({
  query,
  loadFailed,
  empty,
  pager,
  children,
}: {
  query: UseQueryResult<T>;
  loadFailed: string;
  empty: string;
  pager?: Omit<PaginationProps, 'total'>;
  children: (data: T) => ReactNode;
}) {
  const loading = useConfig(messages.studioReview).loading;
  if (query.isError) return <ServerError error={query.error} fallback={loadFailed} />;
  if (!query.data) return <Typography role="status">{loading}</Typography>;
  if (query.data.items.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <>
      {children(query.data)}
      {pager && <Pagination total={query.data.total ?? 0} {...pager} />}
    </>
  );
}
