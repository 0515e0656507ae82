import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { dashboardSummaryQueryOptions } from '../api/get-dashboard-summary';

const t = messages.pages.dashboard;
const c = messages.pages.common;
const count = (n: number | string) => fmt(t.countUnit, { n });

function Card({
  title,
  id,
  children,
  link,
}: {
  title: string;
  id: string;
  children: ReactNode;
  link?: { to: string; label: string };
}) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Typography id={id} component="h2" variant="h6">
        {title}
      </Typography>
      <Box sx={{ flex: 1 }}>{children}</Box>
      {link && (
        <Button
          component={RouterLink}
          to={link.to}
          variant="outlined"
          size="md"
          sx={{ alignSelf: 'flex-start' }}
        >
          {link.label}
        </Button>
      )}
    </Paper>
  );
}

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const InUse = ({ on }: { on: boolean }) => (
  <Chip variant="outlined" size="small" label={on ? c.inUse : c.notInUse} />
);

type SignKey = keyof typeof messages.pages.signStatus;

export default function DashboardScreen() {
  const s = useSession();
  const summary = useQuery(dashboardSummaryQueryOptions());
  const n = (v: number | undefined) => (summary.data ? count(v ?? 0) : <Skeleton width={48} />);
  const signKey: SignKey =
    s.agentSignStatus === 'PROCEED' || s.agentSignStatus === 'APPROVAL'
      ? s.agentSignStatus
      : 'NONE';

  return (
    <Box sx={{ py: 6 }}>
      <Typography component="h1" variant="h3">
        {t.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {fmt(t.greeting, { name: s.userName || s.agentName })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
        <Card
          id="dash-summary"
          title={t.summary.title}
          link={{ to: '/inquiry/talk', label: t.summary.inquiryLink }}
        >
          <Rows
            rows={[
              [t.summary.roomCount, n(summary.data?.roomCount)],
              [t.summary.publicRoomCount, n(summary.data?.publicRoomCount)],
              [t.summary.productUsingCount, n(summary.data?.productUsingCount)],
              [t.summary.unreadInquiryCount, n(summary.data?.unreadInquiryCount)],
            ]}
          />
        </Card>
        <Card
          id="dash-items"
          title={t.items.title}
          link={s.isMaster ? { to: '/product/list/using', label: t.items.link } : undefined}
        >
          <Rows
            rows={[
              [t.items.useItem, <InUse key="i" on={s.useItem} />],
              [t.items.usePremium, <InUse key="p" on={s.usePremium} />],
              [t.items.useVip, <InUse key="v" on={s.useVip} />],
              [t.items.useRecommend, <InUse key="r" on={s.useRecommend} />],
            ]}
          />
        </Card>
        <Card
          id="dash-reports"
          title={t.reports.title}
          link={{ to: '/room/dabang-list', label: t.reports.link }}
        >
          <Rows
            rows={[
              [t.reports.dabang, count(s.reportCountStr)],
              [t.reports.naver, count(s.naverReportCountStr)],
              [t.reports.warning, count(s.warningCountStr)],
            ]}
          />
        </Card>
        <Card id="dash-owner" title={t.owner.title} link={{ to: '/form', label: t.owner.link }}>
          <Typography variant="h4" component="p">
            {fmt(t.owner.value, { used: s.useOwnerCount, max: s.maxOwnerCount })}
          </Typography>
        </Card>
        <Card
          id="dash-gongsil"
          title={t.gongsil.title}
          link={{ to: '/gongsil/list', label: t.gongsil.link }}
        >
          <Rows
            rows={[
              [t.gongsil.pick, n(summary.data?.gongsilPickCount)],
              [t.gongsil.preempt, n(summary.data?.gongsilPreemptCount)],
            ]}
          />
        </Card>
        <Card id="dash-sign" title={t.sign.title} link={{ to: '/sign', label: t.sign.link }}>
          <Chip variant="outlined" label={messages.pages.signStatus[signKey]} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {messages.pages.sign.overview.statusDesc[signKey]}
          </Typography>
        </Card>
      </Box>
    </Box>
  );
}
