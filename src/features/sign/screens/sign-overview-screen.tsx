import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { LinkCards } from '@/components/page/link-cards';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { SignRequirements } from '../components/requirements';
import { SignStatus } from '../components/sign-status';

export default function SignOverviewScreen() {
  const overviewText = useConfig(messages.pages.sign).overview;

  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={overviewText.title} lead={overviewText.lead} />
      <Stack spacing={3}>
        <SignStatus />
        <LinkCards
          items={[
            { to: href('sign-agreement'), ...overviewText.links.agreement },
            { to: href('sign-contracts'), ...overviewText.links.contracts },
          ]}
        />
        <SignRequirements />
      </Stack>
    </Box>
  );
}
