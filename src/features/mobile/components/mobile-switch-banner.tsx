import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { mobileCounterpart } from '@/lib/mobile-paths';
import { useNarrowScreen, useZoomOut } from '../hooks/use-narrow-screen';

/**
 * On a screen narrower than ui.json `layout.mobileBelow`, the desktop pages offer the same page
 * of the mobile variant (docs/mobile.md: a link, not an automatic switch). Fixed to the bottom of
 * the window, so it is in view on the 1200 px page however it scrolls.
 */
export function MobileSwitchBanner() {
  const below = useConfig(uiConfig).layout.mobileBelow;
  const t = useConfig(messages.mobile.offer);
  const narrow = useNarrowScreen(below);
  const zoom = useZoomOut();
  const { pathname, search } = useLocation();
  if (!narrow) return null;
  return (
    <Box
      role="region"
      aria-label={t.button}
      data-testid="mobile-switch"
      sx={{
        position: 'fixed',
        left: 0,
        bottom: 0,
        width: `calc(${100 / zoom}% - 16px)`,
        m: 1,
        transform: `scale(${zoom})`,
        transformOrigin: 'left bottom',
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        p: 1.5,
        borderRadius: 2,
        bgcolor: 'background.paper',
        boxShadow: 6,
      }}
    >
      <Typography sx={{ flex: 1, fontSize: 14 }}>{t.lead}</Typography>
      <Button to={mobileCounterpart(pathname, search)} size="lg">
        {t.button}
      </Button>
    </Box>
  );
}
