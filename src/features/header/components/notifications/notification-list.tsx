import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import type { Notification } from '../../api/get-notifications';

const Item = styled(ButtonBase)(({ theme }) => ({
  display: 'block',
  width: '100%',
  textAlign: 'left',
  padding: '12px 16px',
  borderBottom: `1px solid ${theme.palette.scale.gray[100]}`,
  '&[data-unread="true"]': { background: theme.palette.scale.brand[50] },
  '&:hover': { background: theme.palette.scale.gray[50] },
}));

/** The notifications, newest first; choosing an unread one marks it read. */
export function NotificationList({
  items,
  onRead,
}: {
  items: readonly Notification[];
  onRead: (n: Notification) => void;
}) {
  const t = useConfig(messages.header).notifications;
  if (items.length === 0)
    return (
      <Box sx={{ p: 3, textAlign: 'center', color: 'scale.gray.700', fontSize: 14 }}>{t.empty}</Box>
    );
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label={t.title}>
      {items.map((n) => (
        <li key={n.id}>
          <Item data-unread={!n.read} onClick={() => !n.read && onRead(n)}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', fontSize: 12 }}>
              <Box component="span" sx={{ color: 'scale.brand.600', fontWeight: 700 }}>
                {t.kinds[n.kind]}
              </Box>
              {!n.read && (
                <Box component="span" sx={{ color: 'scale.red.600' }}>
                  {t.unread}
                </Box>
              )}
              <Box component="span" sx={{ ml: 'auto', color: 'scale.gray.700' }}>
                {formatDateTime(n.createdAt)}
              </Box>
            </Box>
            <Box sx={{ fontWeight: n.read ? 400 : 700, fontSize: 14, mt: 0.5 }}>{n.title}</Box>
            <Box sx={{ fontSize: 13, color: 'scale.gray.800', mt: 0.25 }}>{n.body}</Box>
          </Item>
        </li>
      ))}
    </Box>
  );
}
