import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { AuthCard } from '../components/auth-card';

export default function JoinScreen() {
  const joinText = useConfig(messages.pages.join);

  return (
    <AuthCard title={joinText.title} lead={joinText.lead} width={640}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {joinText.stepsTitle}
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0, mb: 4, '& li': { mb: 1 } }}>
        {joinText.steps.map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </Box>
      <Button to={href('join-consult')} size="lg" fullWidth>
        {joinText.cta}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        {joinText.hasAccount}{' '}
        <Link component={RouterLink} to={href('login')}>
          {joinText.login}
        </Link>
      </Typography>
    </AuthCard>
  );
}
