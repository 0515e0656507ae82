import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { readConfig, useConfig } from '@/lib/config';
import { fmt, formatNumber } from '@/lib/format-message';
import { getRollingCount, type RollingCount } from '../api/get-rolling-count';

/** The three counter lines of A-33, with thousands separators. */
export function rollingLines(c: RollingCount): string[] {
  const n = (v: unknown) => formatNumber(Number(v) || 0);
  return [
    fmt(readConfig(messages.header).rollingToday, { n: n(c.todayNewRequestCount) }),
    fmt(readConfig(messages.header).rollingRooms, { n: n(c.totalRoomCount) }),
    fmt(readConfig(messages.header).rollingDeals, { n: n(c.totalIntermediationCount) }),
  ];
}

/**
 * Fetches the rolling count once per logged-in user (never for guests) and cycles its lines every
 * 3000 ms. A failure toasts the server msg or the default server error.
 */
export function useRollingLines(
  enabled: boolean,
  userKey: string | number,
): {
  lines: string[];
  index: number;
} {
  const errorsText = useConfig(messages.errors);
  const ui = useConfig(uiConfig);

  const query = useQuery({
    queryKey: ['header', 'rolling-count', userKey],
    queryFn: ({ signal }) => getRollingCount(signal),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const { error } = query;
  useEffect(() => {
    if (error) toast.error(errorMessage(error, errorsText.server));
  }, [error]);

  const lines = query.data ? rollingLines(query.data) : [];
  const count = lines.length;
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const id = window.setInterval(
      () => setIndex((i) => (i + 1) % count),
      ui.rollingCounter.delayMs,
    );
    return () => window.clearInterval(id);
  }, [count]);
  return { lines, index: count ? index % count : 0 };
}
