import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { dashboardKeys } from '@/api/query-keys';
import { uiConfig } from '@/generated/config/ui';
import { readConfig } from '@/lib/config';
import type { Notification } from '../api/get-notifications';
import { headerKeys } from '../api/query-keys';

/**
 * Keeps the notification centre live: the server's event stream (GET /notifications/stream)
 * says `ready` on each (re)connection, when the list and the unread-inquiry counts are read again
 * (anything raised while the page was away is in them), and `notification` for each new one, which refetches the list; a new
 * inquiry refetches the unread-inquiry counts too. EventSource reconnects by itself. Browsers
 * without EventSource (and jsdom) simply read the list when it is opened.
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
    // during a drop) arrives as no event: read the list and the unread-inquiry counts again.
    source.addEventListener('ready', () => {
      refresh();
      void client.invalidateQueries({ queryKey: dashboardKeys.summary });
    });
    source.addEventListener('notification', onNotification);
    return () => source.close();
  }, [client, enabled]);
}
