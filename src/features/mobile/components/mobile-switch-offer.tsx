import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation } from 'react-router';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { mobileCounterpart } from '@/lib/mobile-paths';
import { useZoomOut } from '../hooks/use-narrow-screen';

/**
 * The offer of the mobile variant's same page (mobile-switch-banner.tsx shows it on a narrow
 * screen). Fixed to the bottom of the window, so it is in view on the 1200 px page however it
 * scrolls, and drawn as many times larger as the page is zoomed out, so it reads at its size.
 */
export default function MobileSwitchOffer() {
  const t = useConfig(messages.mobile.offer);
  const zoom = useZoomOut();
  const { pathname, search } = useLocation();
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
