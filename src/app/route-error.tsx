import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Component, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { useConfig } from '@/lib/config';

/**
 * What a route shows when its screen throws while rendering (an answer of an unexpected shape,
 * a bug): what happened, a retry and a way home, in Korean, inside the portal's frame, instead
 * of a blank page.
 */
export function RouteErrorFallback({ error }: { error: unknown }) {
  const text = useConfig(messages.routeError);

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

interface BoundaryState {
  error: unknown;
  /** The location key the error happened at: navigating elsewhere shows the new page again. */
  at: string | null;
}

class Boundary extends Component<{ locationKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error };
  }

  static getDerivedStateFromProps(
    props: { locationKey: string },
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (state.at === null) return state.error === null ? null : { at: props.locationKey };
    return state.at === props.locationKey ? null : { error: null, at: null };
  }

  override render() {
    return this.state.error === null ? (
      this.props.children
    ) : (
      <RouteErrorFallback error={this.state.error} />
    );
  }
}

/**
 * Catches what a route's screen (or, at the root, the frame) throws while rendering and shows
 * RouteErrorFallback in its place until the user goes to another address, like a data router's
 * `errorElement` (the app runs the lighter declarative router, see router.tsx).
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary locationKey={key}>{children}</Boundary>;
}
