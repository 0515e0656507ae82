import Box from '@mui/material/Box';
import { Link, useLocation } from 'react-router';
import { TOUCH_PX } from '@/components/mobile/touch';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { holds } from '@/lib/conditions';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';

/** The area of a mobile path: its first segment under the marker ('' for the home). */
const areaOf = (path: string) => path.slice(routesConfig.mobileMarker.length).split('/')[1] ?? '';

/** The mobile menu (menus.json `mobile`), fixed at the bottom where a thumb reaches it. */
export function MobileBottomNav() {
  const items = useConfig(menusConfig).mobile;
  const t = useConfig(messages.mobile.shell);
  const session = useSession();
  const { pathname } = useLocation();
  const visible = items.filter((i) => holds(i.when, session));
  // An item stands for its area: 문의 (/mobile/inquiry/talk) is current on every inquiry page.
  const current = areaOf(pathname);
  return (
    <Box
      component="nav"
      aria-label={t.nav}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        pb: 'env(safe-area-inset-bottom)',
      }}
    >
      <Box component="ul" sx={{ display: 'flex', m: 0, p: 0, listStyle: 'none' }}>
        {visible.map((item) => (
          <Box component="li" key={item.path} sx={{ flex: 1, minWidth: 0 }}>
            <Box
              component={Link}
              to={item.path}
              aria-current={areaOf(item.path) === current ? 'page' : undefined}
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                minHeight: TOUCH_PX + 12,
                px: 0.5,
                fontSize: 14,
                textAlign: 'center',
                textDecoration: 'none',
                color: areaOf(item.path) === current ? 'primary.main' : 'text.secondary',
                fontWeight: areaOf(item.path) === current ? 700 : 500,
              }}
            >
              {item.label}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
