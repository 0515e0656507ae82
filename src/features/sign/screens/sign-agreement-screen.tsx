import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Button } from '@/components/form/button';
import { PageTitle } from '@/components/page/page-title';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { SignApplyForm } from '../components/sign-apply-form';
import { SignStatus } from '../components/sign-status';

export default function SignAgreementScreen() {
  const agreementText = useConfig(messages.pages.sign).agreement;
  const signText = useConfig(messages.pages.sign);

  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={agreementText.title} lead={agreementText.lead} />
      <Stack spacing={3}>
        <SignStatus />
        <Paper variant="outlined" sx={{ p: 4 }}>
          <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 1.5 }}>
            {agreementText.points.map((p) => (
              <li key={p}>
                <Typography>{p}</Typography>
              </li>
            ))}
          </Box>
        </Paper>
        <SignApplyForm />
        <Box>
          <Button to={href('sign-contracts')} size="lg">
            {signText.overview.links.contracts.title}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
