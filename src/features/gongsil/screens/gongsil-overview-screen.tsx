import Box from '@mui/material/Box';
import { LinkCards } from '@/components/page/link-cards';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';

const gongsilOverviewText = messages.pages.gongsilOverview;
const TABS = ['pick', 'all', 'preempt', 'complete'] as const;

/** A-76: /gongsil is an overview of the list tabs, no redirect. */
export default function GongsilOverviewScreen() {
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={gongsilOverviewText.title} lead={gongsilOverviewText.lead} />
      <LinkCards
        items={TABS.map((tab) => ({
          to: href('gongsil-list-tab', { tab }),
          title: messages.gongsil.tabs[tab],
          body: gongsilOverviewText.links[tab],
        }))}
      />
    </Box>
  );
}
