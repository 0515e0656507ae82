import Box from '@mui/material/Box';
import { LinkCards } from '@/components/page/link-cards';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';

export default function AccountOverviewScreen() {
  const overviewText = useConfig(messages.pages.account).overview;

  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={overviewText.title} lead={overviewText.lead} />
      <LinkCards
        items={[
          { to: href('account-user'), ...overviewText.links.user },
          { to: href('account-password'), ...overviewText.links.password },
          { to: href('account-contacts'), ...overviewText.links.contacts },
          { to: href('account-sub-user'), ...overviewText.links.subUser },
          { to: href('account-withdraw'), ...overviewText.links.withdraw },
        ]}
      />
    </Box>
  );
}
