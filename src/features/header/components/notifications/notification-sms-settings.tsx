import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useQuery } from '@tanstack/react-query';
import { errorMessage } from '@/api/errors';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { NotificationKind } from '../../api/get-notifications';
import {
  notificationSettingsQueryOptions,
  useNotificationSettingsMutation,
} from '../../api/notification-settings';

/** Which kinds also reach the user's phone by text message, saved on each change. */
export function NotificationSmsSettings() {
  const t = useConfig(messages.header).notifications;
  const settings = useQuery(notificationSettingsQueryOptions());
  const save = useNotificationSettingsMutation();
  const chosen = settings.data?.smsKinds ?? [];
  const phone = settings.data?.phone ?? '';
  const toggle = (kind: NotificationKind, on: boolean) =>
    save.submit(on ? [...chosen, kind] : chosen.filter((k) => k !== kind), {
      onSuccess: () => toast.success(t.smsSaved),
      onError: (e) => toast.error(errorMessage(e, t.loadFailed)),
    });
  const kinds = Object.keys(t.kinds) as NotificationKind[];
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: '8px 16px 12px' }}>
      <Box component="legend" sx={{ fontWeight: 700, fontSize: 14, p: 0 }}>
        {t.smsSettings}
      </Box>
      <Box sx={{ fontSize: 12, color: 'scale.gray.700', my: 0.5 }}>
        {phone ? fmt(t.smsHint, { phone }) : t.smsNoPhone}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr' }}>
        {kinds.map((kind) => (
          <FormControlLabel
            key={kind}
            label={t.kinds[kind]}
            slotProps={{ typography: { sx: { fontSize: 13 } } }}
            control={
              <Checkbox
                size="small"
                checked={chosen.includes(kind)}
                disabled={!settings.data || !phone || save.isPending}
                onChange={(e) => toggle(kind, e.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </Box>
  );
}
