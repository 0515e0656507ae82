import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';

const text = messages.routeError;

/**
 * What a route shows when its screen throws while rendering (an answer of an unexpected shape,
 * a bug): what happened, a retry and a way home, in Korean, inside the portal's frame, instead
 * of react-router's English developer page.
 */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => {
    console.error('[route error]', error);
  }, [error]);
  return (
    <Box component="section" role="alert" aria-labelledby="route-error-title" sx={{ py: 10 }}>
      <Stack
        spacing={2}
        sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560, mx: 'auto' }}
      >
        <Typography id="route-error-title" variant="h2" component="h1">
          {text.title}
        </Typography>
        <Typography color="text.secondary">{text.body}</Typography>
        <Stack direction="row" spacing={1}>
          <Button size="lg" onClick={() => window.location.reload()}>
            {text.retry}
          </Button>
          <Button size="lg" kind="outline" href={routesConfig.fallback}>
            {text.home}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
