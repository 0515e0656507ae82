import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { dashboardSummaryQueryOptions } from '@/api/queries/dashboard-summary';
import type { Schema } from '@/api/types';
import { Badge } from '@/components/form/badge';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import {
  DashboardCard,
  DashboardFigures,
  type DashboardCardSpec,
} from '../components/dashboard-card';

const count = (n: number | string) => {
  const dashboardText = readConfig(messages.pages.dashboard);
  return fmt(dashboardText.countUnit, { n });
};

const InUse = ({ on }: { on: boolean }) => {
  const commonText = useConfig(messages.pages.common);
  return <Badge tone={on ? 'green' : 'gray'}>{on ? commonText.inUse : commonText.notInUse}</Badge>;
};

type SignKey = keyof typeof messages.pages.signStatus;
type Summary = Schema<'DashboardSummary'>;
type UsingKey = keyof Summary['usingItems'];

/** The summary figures each card lists, by the summary field that holds them. */
const SUMMARY_FIGURES = [
  'roomCount',
  'publicRoomCount',
  'productUsingCount',
  'unreadInquiryCount',
] as const;
const ITEM_FIGURES: UsingKey[] = ['useItem', 'usePremium', 'useRecommend'];
const GONGSIL_FIGURES = [
  ['pick', 'gongsilPickCount'],
  ['preempt', 'gongsilPreemptCount'],
] as const;

export default function DashboardScreen() {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const dashboardText = useConfig(messages.pages.dashboard);
  const signStatusText = useConfig(messages.pages.signStatus);
  const signText = useConfig(messages.pages.sign);

  const s = useSession();
  const summary = useQuery(dashboardSummaryQueryOptions());
  const data = summary.data;
  // Figures wait for the summary; the product kinds in use come from the lines the using
  // screen lists, not session flags.
  const loaded = (value: (d: Summary) => ReactNode) =>
    data ? value(data) : <Skeleton width={48} />;
  const signKey: SignKey =
    s.agentSignStatus === 'PROCEED' || s.agentSignStatus === 'APPROVAL'
      ? s.agentSignStatus
      : 'NONE';

  const cards: DashboardCardSpec[] = [
    {
      id: 'dash-summary',
      title: dashboardText.summary.title,
      link: { to: href('inquiry-tab', { tab: 'talk' }), label: dashboardText.summary.inquiryLink },
      figures: SUMMARY_FIGURES.map((k) => [
        dashboardText.summary[k],
        loaded((d) => count(d[k] ?? 0)),
      ]),
    },
    {
      id: 'dash-items',
      title: dashboardText.items.title,
      link: s.isMaster ? { to: href('product-using'), label: dashboardText.items.link } : undefined,
      figures: ITEM_FIGURES.map((k) => [
        dashboardText.items[k],
        loaded((d) => <InUse on={d.usingItems?.[k] ?? false} />),
      ]),
    },
    {
      id: 'dash-reports',
      title: dashboardText.reports.title,
      link: { to: href('room-dabang-list'), label: dashboardText.reports.link },
      figures: [
        [dashboardText.reports.dabang, count(s.reportCountStr)],
        [dashboardText.reports.naver, count(s.naverReportCountStr)],
        [dashboardText.reports.warning, count(s.warningCountStr)],
      ],
    },
    {
      id: 'dash-owner',
      title: dashboardText.owner.title,
      link: { to: href('form'), label: dashboardText.owner.link },
      body: (
        <Typography variant="h4" component="p">
          {fmt(dashboardText.owner.value, { used: s.useOwnerCount, max: s.maxOwnerCount })}
        </Typography>
      ),
    },
    {
      id: 'dash-gongsil',
      title: dashboardText.gongsil.title,
      link: { to: href('gongsil-list'), label: dashboardText.gongsil.link },
      figures: GONGSIL_FIGURES.map(([label, k]) => [
        dashboardText.gongsil[label],
        loaded((d) => count(d[k] ?? 0)),
      ]),
    },
    {
      id: 'dash-sign',
      title: dashboardText.sign.title,
      link: { to: href('sign'), label: dashboardText.sign.link },
      body: (
        <>
          <Badge tone={signKey === 'APPROVAL' ? 'green' : 'gray'}>{signStatusText[signKey]}</Badge>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {signText.overview.statusDesc[signKey]}
          </Typography>
        </>
      ),
    },
  ];

  return (
    <Box sx={{ py: 6 }}>
      <PageTitle
        title={dashboardText.title}
        lead={fmt(dashboardText.greeting, { name: s.userName || s.agentName })}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2 }}>
        {cards.map(({ figures, body, ...card }) => (
          <DashboardCard key={card.id} {...card}>
            {figures ? <DashboardFigures rows={figures} /> : body}
          </DashboardCard>
        ))}
      </Box>
    </Box>
  );
}
