import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import ButtonBase from '@mui/material/ButtonBase';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { notificationsQueryOptions } from '../../api/get-notifications';
import { useNotificationStream } from '../../hooks/use-notification-stream';

// The panel (a popover, the list, the text-message choice) loads on the first open: every
// signed-in page carries the bell, few open it (bench:bundle's first-load budgets).
const NotificationPanel = lazy(() => import('./notification-panel'));

/**
 * The header's notification centre: a bell with the unread count, opening the newest
 * notifications (new inquiries, report deadlines, penalties, claims and products about to
 * expire, renewals, the e-contract approval) and the choice of which also go by text message.
 * Live through the server's event stream (useNotificationStream).
 */
export function NotificationCentre() {
  const t = useConfig(messages.header).notifications;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  useNotificationStream(true);
  const list = useQuery(notificationsQueryOptions());
  const unread = list.data?.unread ?? 0;
  const label = fmt(t.open, { n: unread });
  return (
    <>
      <ButtonBase
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        data-testid="header-notifications"
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        sx={{ height: '100%', px: 1.5, color: 'scale.gray.800' }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNone />
        </Badge>
      </ButtonBase>
      {opened && (
        <Suspense fallback={null}>
          <NotificationPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
