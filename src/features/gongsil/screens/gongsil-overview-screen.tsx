import Box from '@mui/material/Box';
import { LinkCards } from '@/components/page/link-cards';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

const TABS = ['pick', 'all', 'preempt', 'complete'] as const;

/** A-76: /gongsil is an overview of the list tabs, no redirect. */
export default function GongsilOverviewScreen() {
  const gongsilOverviewText = useConfig(messages.pages.gongsilOverview);
  const gongsilText = useConfig(messages.gongsil);

  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={gongsilOverviewText.title} lead={gongsilOverviewText.lead} />
      <LinkCards
        items={TABS.map((tab) => ({
          to: href('gongsil-list-tab', { tab }),
          title: gongsilText.tabs[tab],
          body: gongsilOverviewText.links[tab],
        }))}
      />
    </Box>
  );
}
