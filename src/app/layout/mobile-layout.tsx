import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import type { ReactNode } from 'react';
import { MobileBottomNav } from '@/features/mobile/components/mobile-bottom-nav';
import { MobileTopBar } from '@/features/mobile/components/mobile-top-bar';
import { useDeviceViewport } from '@/features/mobile/hooks/use-device-viewport';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';
import { GlobalDialogs } from '../global-dialogs';

/**
 * The frame of the mobile variant (issue 27 #5, docs/mobile.md): the device's width (no 1200 px
 * minimum), a 56 px top bar, the screen in <main> with 16 px sides, and the mobile menu at the
 * bottom for a signed-in broker. No popup chain runs here: the chains belong to desktop paths.
 */
export function MobileLayout({ children }: { children: ReactNode }) {
  useDeviceViewport();
  const shellText = useConfig(messages.shell);
  const isAuth = useSession((s) => s.isAuth);
  return (
    <>
      {/* The theme gives html and body the desktop's minimum width (seed 000 §1). */}
      <GlobalStyles styles={{ ':root, :root body': { minWidth: 0 } }} />
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: -9999,
          top: 0,
          zIndex: 1,
          bgcolor: 'background.paper',
          p: 1,
          '&:focus': { left: 8, top: 8 },
        }}
      >
        {shellText.skipToContent}
      </Box>
      <Box component="header" sx={{ position: 'sticky', top: 0, zIndex: 2 }}>
        <MobileTopBar />
      </Box>
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ px: 2, pt: 2, pb: isAuth ? 11 : 4, outline: 'none', maxWidth: 600, mx: 'auto' }}
      >
        {children}
      </Box>
      {isAuth && <MobileBottomNav />}
      <GlobalDialogs />
    </>
  );
}
