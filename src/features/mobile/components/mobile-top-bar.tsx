import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink, useLocation } from 'react-router';
import { TOUCH } from '@/components/mobile/touch';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { desktopCounterpart } from '@/lib/mobile-paths';
import { useSession } from '@/session';
import { MobileInboxLink } from './mobile-inbox-link';

/** The mobile pages' top bar: home, the notification link and the same page on the desktop. */
export function MobileTopBar() {
  const t = useConfig(messages.mobile.shell);
  const { pathname, search } = useLocation();
  // A guest has no inquiries to count (the figure's call would answer 401).
  const isAuth = useSession((s) => s.isAuth);
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        height: 56,
        px: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Link
        component={RouterLink}
        to={href('mobile-home')}
        underline="none"
        sx={{ ...TOUCH, px: 1, fontWeight: 800, fontSize: 18, color: 'primary.main' }}
      >
        {t.brand}
      </Link>
      <Box sx={{ ml: 'auto', display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {isAuth && <MobileInboxLink />}
        <Link
          component={RouterLink}
          to={desktopCounterpart(pathname, search)}
          sx={{ ...TOUCH, px: 1, fontSize: 14, color: 'text.secondary' }}
        >
          {t.toDesktop}
        </Link>
      </Box>
    </Box>
  );
}
