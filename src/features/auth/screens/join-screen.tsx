import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messages } from '@/generated/config/messages';
import { AuthCard } from '../components/auth-card';

const t = messages.pages.join;

export default function JoinScreen() {
  return (
    <AuthCard title={t.title} lead={t.lead} width={640}>
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        {t.stepsTitle}
      </Typography>
      <Box component="ol" sx={{ pl: 3, m: 0, mb: 4, '& li': { mb: 1 } }}>
        {t.steps.map((step) => (
          <li key={step}>
            <Typography>{step}</Typography>
          </li>
        ))}
      </Box>
      <Button component={RouterLink} to="/join-consult" variant="contained" size="lg" fullWidth>
        {t.cta}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2, textAlign: 'center' }}>
        {t.hasAccount}{' '}
        <Link component={RouterLink} to="/login">
          {t.login}
        </Link>
      </Typography>
    </AuthCard>
  );
}
