import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { useConfig } from '@/lib/config';

/** What a guest sees on a mobile page: why, and the login page, which returns here. */
export function MobileSignIn() {
  const t = useConfig(messages.mobile.shell).signIn;
  const location = useLocation();
  return (
    <Box sx={{ py: 4, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="h1" variant="h4">
        {t.title}
      </Typography>
      <Typography color="text.secondary">{t.body}</Typography>
      <Button to={routesConfig.loginPath} state={{ from: location }} size="lg" fullWidth>
        {t.button}
      </Button>
    </Box>
  );
}
