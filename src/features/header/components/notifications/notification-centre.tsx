import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { notificationsQueryOptions } from '../../api/get-notifications';
import {
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} from '../../api/post-notification-read';
import { useNotificationStream } from '../../hooks/use-notification-stream';
import { NotificationList } from './notification-list';
import { NotificationSmsSettings } from './notification-sms-settings';

/**
 * The header's notification centre: a bell with the unread count, opening the newest
 * notifications (new inquiries, report deadlines, penalties, claims and products about to
 * expire, renewals, the e-contract approval) and the choice of which also go by text message.
 * Live through the server's event stream (useNotificationStream).
 */
export function NotificationCentre() {
  const t = useConfig(messages.header).notifications;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  useNotificationStream(true);
  const list = useQuery(notificationsQueryOptions());
  const readOne = useReadNotificationMutation();
  const readAll = useReadAllNotificationsMutation();
  const unread = list.data?.unread ?? 0;
  const label = fmt(t.open, { n: unread });
  return (
    <>
      <ButtonBase
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        data-testid="header-notifications"
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ height: '100%', px: 1.5, color: 'scale.gray.800' }}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNone />
        </Badge>
      </ButtonBase>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: { role: 'dialog', 'aria-label': t.title, sx: { width: 380 } },
        }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5 }}>
          <Box component="h2" sx={{ fontSize: 16, fontWeight: 700, m: 0, flex: 1 }}>
            {t.title}
          </Box>
          <Button size="small" disabled={unread === 0} onClick={() => readAll.submit()}>
            {t.readAll}
          </Button>
        </Box>
        <Divider />
        <Box sx={{ maxHeight: 400, overflowY: 'auto' }}>
          {list.isError ? (
            <Box sx={{ p: 3, fontSize: 14 }}>{t.loadFailed}</Box>
          ) : (
            <NotificationList items={list.data?.items ?? []} onRead={(n) => readOne.submit(n.id)} />
          )}
        </Box>
        <Divider />
        <NotificationSmsSettings />
      </Popover>
    </>
  );
}
