import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Popover from '@mui/material/Popover';
import { useQuery } from '@tanstack/react-query';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { notificationsQueryOptions } from '../../api/get-notifications';
import {
  useReadAllNotificationsMutation,
  useReadNotificationMutation,
} from '../../api/post-notification-read';
import { NotificationList } from './notification-list';
import { NotificationSmsSettings } from './notification-sms-settings';

/**
 * The open notification centre: the newest notifications, 모두 읽음, and the choice of which
 * also go by text message. Loaded on the first open (notification-centre.tsx), so the pages
 * carry only the bell.
 */
export default function NotificationPanel({
  anchor,
  onClose,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
}) {
  const t = useConfig(messages.header).notifications;
  const list = useQuery(notificationsQueryOptions());
  const readOne = useReadNotificationMutation();
  const readAll = useReadAllNotificationsMutation();
  const unread = list.data?.unread ?? 0;
  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
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
  );
}
