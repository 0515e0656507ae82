import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardKeys } from '@/api/query-keys';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import type { Notification } from '../api/get-notifications';
import { headerKeys } from '../api/query-keys';

/**
 * An inquiry this long before the unread-inquiry counts were stored may not be in them: the
 * counts' request can read before the inquiry's write commits, and is stored when it ends.
 */
const READ_WINDOW_MS = 2_000;

/** Whether counts stored at `readAt` (ms, 0: none) may miss the inquiry `latestInquiryAt`. */
function countsMayMiss(readAt: number, ready: { latestInquiryAt?: string | null }): boolean {
  if (ready.latestInquiryAt === null) return false;
  if (ready.latestInquiryAt === undefined) return true;
  return Date.parse(ready.latestInquiryAt) > readAt - READ_WINDOW_MS;
}

/**
 * Keeps the notification centre live: the server's event stream (GET /notifications/stream)
 * says `ready` on each (re)connection, when the list is read again (anything raised while the
 * page was away is in it), and `notification` for each new one, which refetches the list; a new
 * inquiry refetches the unread-inquiry counts too. `ready` carries the time of the caller's
 * latest inquiry, so counts older than it (an inquiry came between a server-rendered page and
 * its scripts, or during a drop) are read again, and the counts a page came with are not.
 * EventSource reconnects by itself. Browsers without EventSource (and jsdom) simply read the
 * list when it is opened.
 */
export function useNotificationStream(enabled: boolean): void {
  const client = useQueryClient();
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${readConfig(uiConfig).request.apiBase}/notifications/stream`);
    const refresh = () => void client.invalidateQueries({ queryKey: headerKeys.notifications });
    const onNotification = (e: MessageEvent<string>) => {
      refresh();
      const n = JSON.parse(e.data) as Notification;
      if (n.kind === 'INQUIRY') void client.invalidateQueries({ queryKey: dashboardKeys.summary });
    };
    // What was raised while the stream was away (before this page's scripts connected it, or
    // during a drop) arrives as no event: read the list again, and the counts if they may miss it.
    source.addEventListener('ready', (e: MessageEvent<string>) => {
      refresh();
      const readAt = client.getQueryState(dashboardKeys.summary)?.dataUpdatedAt ?? 0;
      if (countsMayMiss(readAt, JSON.parse(e.data || '{}') as { latestInquiryAt?: string | null }))
        void client.invalidateQueries({ queryKey: dashboardKeys.summary });
    });
    source.addEventListener('notification', onNotification);
    return () => source.close();
  }, [client, enabled]);
}
