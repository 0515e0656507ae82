import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { dashboardSummaryQueryOptions } from '@/api/queries/dashboard-summary';
import { MobileCardLink } from '@/components/mobile/mobile-card-link';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';

/**
 * /mobile: the jobs a broker does away from the desk, each with its figure from the dashboard's
 * summary (the query the desktop dashboard and header read).
 */
export default function MobileHomeScreen() {
  const t = useConfig(messages.mobile.home);
  const name = useSession((s) => s.userName);
  const summary = useQuery(dashboardSummaryQueryOptions());
  const d = summary.data;
  return (
    <>
      <Typography component="h1" sx={{ fontSize: 22, fontWeight: 700 }}>
        {t.title}
      </Typography>
      {name && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {fmt(t.hello, { name })}
        </Typography>
      )}
      <Stack spacing={1.5} sx={{ mt: 2 }}>
        <MobileCardLink
          to={href('mobile-inquiry-tab', { tab: 'talk' })}
          title={t.inquiries}
          note={d && fmt(t.inquiriesNote, { n: d.unreadInquiryCount })}
        />
        <MobileCardLink
          to={href('mobile-gongsil-list')}
          title={t.gongsil}
          note={
            d && fmt(t.gongsilNote, { pick: d.gongsilPickCount, preempt: d.gongsilPreemptCount })
          }
        />
        <MobileCardLink
          to={href('mobile-room-dabang-list')}
          title={t.rooms}
          note={d && fmt(t.roomsNote, { n: d.publicRoomCount })}
        />
      </Stack>
    </>
  );
}
