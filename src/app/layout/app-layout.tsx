import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { SiteFooter } from '@/features/footer/components/site-footer';
import { SiteHeader } from '@/features/header/components/site-header';
import { MobileSwitchBanner } from '@/features/mobile/components/mobile-switch-banner';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { useConfig } from '@/lib/config';
import { isMobileVariantPath } from '@/lib/mobile-paths';
import { GlobalDialogs } from '../global-dialogs';
import { PopupChains } from '../popup-chains';
import { usePreloadOnIntent } from './use-preload-on-intent';

/**
 * The mobile frame (its top bar, bottom menu and inbox badge) is a chunk of its own: desktop pages,
 * most of all the guest pages' first load, do not carry it (docs/perf/bundle.md).
 */
const MobileLayout = lazy(() =>
  import('./mobile-layout').then((m) => ({ default: m.MobileLayout })),
);

/** The frame of the page: the mobile variant's under /mobile, else the desktop's. */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return isMobileVariantPath(pathname) ? (
    <Suspense fallback={null}>
      <MobileLayout>{children}</MobileLayout>
    </Suspense>
  ) : (
    <DesktopLayout>{children}</DesktopLayout>
  );
}

/**
 * The desktop frame: sticky 80px header (below the modals, A-77), the 1200px centred content column
 * in <main>, the footer, the popup chain of the current path and the dialogs opened through the
 * dialog bus. The page is at least 1200px
 * wide. On a narrow screen it offers the mobile variant (MobileSwitchBanner).
 */
function DesktopLayout({ children }: { children: ReactNode }) {
  const ui = useConfig(uiConfig);
  const shellText = useConfig(messages.shell);
  const { minWidth, headerHeight, contentWidth } = ui.layout;
  usePreloadOnIntent();

  return (
    <>
      <GlobalStyles styles={{ body: { minWidth } }} />
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          top: 0,
          zIndex: ui.modal.headerZ + 1,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { left: 8, top: 8 },
        }}
      >
        {shellText.skipToContent}
      </Box>
      <Box sx={{ minWidth, minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            position: 'sticky',
            top: 0,
            height: headerHeight,
            zIndex: ui.modal.headerZ,
            bgcolor: 'background.paper',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <SiteHeader />
        </Box>
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flex: 1, width: '100%', outline: 'none' }}
        >
          <Box sx={{ width: contentWidth, maxWidth: '100%', mx: 'auto', py: 4 }}>{children}</Box>
        </Box>
        {/* While the route's screen or its session check is still loading, main is empty and the
            footer would sit in view, then be pushed down when the screen paints: a layout shift
            (0.25 on /gongsil/list in Lighthouse). It shows only once main has content, and
            none of it stands in for data still loading (PAGE_LOADING: /account/sub-user moved
            its footer 0.18 when its list came). */}
        <Box
          component="footer"
          sx={{
            'main:has(> div:empty) + &, main:has([data-page-loading]) + &': { display: 'none' },
          }}
        >
          <SiteFooter />
        </Box>
      </Box>
      <PopupChains />
      <GlobalDialogs />
      <MobileSwitchBanner />
    </>
  );
}
