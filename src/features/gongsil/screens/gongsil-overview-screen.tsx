import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LinkCards } from '@/components/page/link-cards';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';

const gongsilOverviewText = messages.pages.gongsilOverview;
const TABS = ['pick', 'all', 'preempt', 'complete'] as const;

/** A-76: /gongsil is an overview of the list tabs, no redirect. */
export default function GongsilOverviewScreen() {
  return (
    <Box sx={{ py: 6 }}>
      <Typography component="h1" variant="h3">
        {gongsilOverviewText.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {gongsilOverviewText.lead}
      </Typography>
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
