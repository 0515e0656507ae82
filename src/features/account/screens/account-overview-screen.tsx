import Box from '@mui/material/Box';
import { messages } from '@/generated/config/messages';
import { LinkCards } from '@/components/page/link-cards';
import { PageTitle } from '../components/page-title';

const t = messages.pages.account.overview;

export default function AccountOverviewScreen() {
  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={t.title} lead={t.lead} />
      <LinkCards
        items={[
          { to: '/account/user', ...t.links.user },
          { to: '/account/user/password', ...t.links.password },
          { to: '/account/contacts', ...t.links.contacts },
          { to: '/account/sub-user', ...t.links.subUser },
        ]}
      />
    </Box>
  );
}
