import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { errorMessage } from '@/api/errors';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { readConfig, useConfig } from '@/lib/config';
import { fmt, formatNumber } from '@/lib/format-message';
import { getRollingCount, type RollingCount } from '../api/get-rolling-count';
import { headerKeys } from '../api/query-keys';

/** The three counter lines of A-33, with thousands separators. */
export function rollingLines(c: RollingCount, text: typeof messages.header): string[] {
  const n = (v: unknown) => formatNumber(Number(v) || 0);
  return [
    fmt(text.rollingToday, { n: n(c.todayNewRequestCount) }),
    fmt(text.rollingRooms, { n: n(c.totalRoomCount) }),
    fmt(text.rollingDeals, { n: n(c.totalIntermediationCount) }),
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
  const headerText = useConfig(messages.header);
  const { delayMs } = useConfig(uiConfig).rollingCounter;

  const query = useQuery({
    queryKey: headerKeys.rollingCount(userKey),
    queryFn: ({ signal }) => getRollingCount(signal),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const { error } = query;
  useEffect(() => {
    // The text of the moment the error arrives; a later publish does not toast it again.
    if (error) toast.error(errorMessage(error, readConfig(messages.errors).server));
  }, [error]);

  const lines = query.data ? rollingLines(query.data, headerText) : [];
  const count = lines.length;
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2) return;
    const id = window.setInterval(() => setIndex((i) => (i + 1) % count), delayMs);
    return () => window.clearInterval(id);
  }, [count, delayMs]);
  return { lines, index: count ? index % count : 0 };
}
