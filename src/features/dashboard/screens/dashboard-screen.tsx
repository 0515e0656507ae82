import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dashboardSummaryQueryOptions } from '@/api/queries/dashboard-summary';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';

const dashboardText = messages.pages.dashboard;
const commonText = messages.pages.common;
const count = (n: number | string) => fmt(dashboardText.countUnit, { n });

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
        <Box sx={{ alignSelf: 'flex-start' }}>
          <Button kind="outline" to={link.to} size="md">
            {link.label}
          </Button>
        </Box>
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
  <Chip variant="outlined" size="small" label={on ? commonText.inUse : commonText.notInUse} />
);

type SignKey = keyof typeof messages.pages.signStatus;
type UsingItems = Schema<'DashboardSummary'>['usingItems'];

export default function DashboardScreen() {
  const s = useSession();
  const summary = useQuery(dashboardSummaryQueryOptions());
  const n = (v: number | undefined) => (summary.data ? count(v ?? 0) : <Skeleton width={48} />);
  // The product kinds in use come from the lines the using screen lists, not session flags.
  const using = (pick: (u: UsingItems) => boolean) =>
    summary.data ? <InUse on={pick(summary.data.usingItems)} /> : <Skeleton width={48} />;
  const signKey: SignKey =
    s.agentSignStatus === 'PROCEED' || s.agentSignStatus === 'APPROVAL'
      ? s.agentSignStatus
      : 'NONE';

  return (
    <Box sx={{ py: 6 }}>
      <Typography component="h1" variant="h3">
        {dashboardText.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {fmt(dashboardText.greeting, { name: s.userName || s.agentName })}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
        <Card
          id="dash-summary"
          title={dashboardText.summary.title}
          link={{
            to: href('inquiry-tab', { tab: 'talk' }),
            label: dashboardText.summary.inquiryLink,
          }}
        >
          <Rows
            rows={[
              [dashboardText.summary.roomCount, n(summary.data?.roomCount)],
              [dashboardText.summary.publicRoomCount, n(summary.data?.publicRoomCount)],
              [dashboardText.summary.productUsingCount, n(summary.data?.productUsingCount)],
              [dashboardText.summary.unreadInquiryCount, n(summary.data?.unreadInquiryCount)],
            ]}
          />
        </Card>
        <Card
          id="dash-items"
          title={dashboardText.items.title}
          link={
            s.isMaster ? { to: href('product-using'), label: dashboardText.items.link } : undefined
          }
        >
          <Rows
            rows={[
              [dashboardText.items.useItem, using((u) => u.useItem)],
              [dashboardText.items.usePremium, using((u) => u.usePremium)],
              [dashboardText.items.useRecommend, using((u) => u.useRecommend)],
            ]}
          />
        </Card>
        <Card
          id="dash-reports"
          title={dashboardText.reports.title}
          link={{ to: href('room-dabang-list'), label: dashboardText.reports.link }}
        >
          <Rows
            rows={[
              [dashboardText.reports.dabang, count(s.reportCountStr)],
              [dashboardText.reports.naver, count(s.naverReportCountStr)],
              [dashboardText.reports.warning, count(s.warningCountStr)],
            ]}
          />
        </Card>
        <Card
          id="dash-owner"
          title={dashboardText.owner.title}
          link={{ to: href('form'), label: dashboardText.owner.link }}
        >
          <Typography variant="h4" component="p">
            {fmt(dashboardText.owner.value, { used: s.useOwnerCount, max: s.maxOwnerCount })}
          </Typography>
        </Card>
        <Card
          id="dash-gongsil"
          title={dashboardText.gongsil.title}
          link={{ to: href('gongsil-list'), label: dashboardText.gongsil.link }}
        >
          <Rows
            rows={[
              [dashboardText.gongsil.pick, n(summary.data?.gongsilPickCount)],
              [dashboardText.gongsil.preempt, n(summary.data?.gongsilPreemptCount)],
            ]}
          />
        </Card>
        <Card
          id="dash-sign"
          title={dashboardText.sign.title}
          link={{ to: href('sign'), label: dashboardText.sign.link }}
        >
          <Chip variant="outlined" label={messages.pages.signStatus[signKey]} />
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {messages.pages.sign.overview.statusDesc[signKey]}
          </Typography>
        </Card>
      </Box>
    </Box>
  );
}
