import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@/api/errors';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { PAGE_LOADING } from './page-loading';

/** A centred spinner, named by the loading message for screen readers, where a page's data will stand. */
export function LoadingSpinner({ py = 8 }: { py?: number }) {
  const commonText = useConfig(messages.common);

  return (
    <Box {...PAGE_LOADING} sx={{ display: 'flex', justifyContent: 'center', py }}>
      <CircularProgress aria-label={commonText.loading} />
    </Box>
  );
}

/**
 * A page's data load: the spinner while it runs, the server's Korean reason (or the generic
 * load-failed message) when it fails, and what `children` draws from the data once it is in.
 */
export function QueryView<T>({
  query,
  py,
  children,
}: {
  query: UseQueryResult<T>;
  /** Vertical room around the spinner. */
  py?: number;
  children: (data: T) => ReactNode;
}) {
  const commonTextCfg = useConfig(messages.pages.common);

  if (query.isPending) return <LoadingSpinner py={py} />;
  if (query.isError) {
    const fallback = commonTextCfg.loadFailed;
    return <Alert severity="error">{errorMessage(query.error, fallback) || fallback}</Alert>;
  }
  return <>{children(query.data)}</>;
}
