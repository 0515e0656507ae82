import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '@/components/page/query-view';

/**
 * The states every product list screen (in use, payment history) goes through: a page's data
 * load (QueryView: the spinner, with the footer waiting, or the server's Korean reason), an empty
 * list, and only then the list that `children` draws.
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
  return (
    <QueryView query={query}>
      {(data) =>
        isEmpty(data) ? (
          <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
            {emptyText}
          </Typography>
        ) : (
          children(data)
        )
      }
    </QueryView>
  );
}
