import Box from '@mui/material/Box';
import { useEffect } from 'react';
import PurchaseScreen from '@/features/cart/screens/purchase-screen';
import { messages as brokerMessages } from '@/generated/config/messages';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { start, useFrameState } from './frame-store';
import { StepPopups } from './step-popups';

/**
 * What the staff-only and master-only guards show in place of a screen. Not their GuardNotice:
 * importing it into this chunk makes the bundler split the first page's shared code into more
 * files (bench:bundle measured +1.7 KB on /login), so the frame draws the notice itself.
 */
function Notice({ text }: { text: string }) {
  return (
    <Box role="alert" sx={{ my: 6, p: 2, borderRadius: 1, bgcolor: 'scale.brand.50' }}>
      {text}
    </Box>
  );
}

/**
 * /studio/preview-frame: the page the studio's preview section shows in an <iframe>. The layout
 * around it is the app's own, so its header is the real broker header; this screen adds the
 * account's popups and the real purchase page, all with the draft config the studio posts.
 * Staff only: the first draft turns the session into the broker's, so the staff check is the one
 * made when the frame started (frame-store).
 */
export default function PreviewFrameScreen() {
  const routeErrorText = useConfig(brokerMessages.routeError);
  const t = useConfig(messages.studioEditors).preview;

  const { isStaff, isMaster } = useSession();
  const { staff, email } = useFrameState();
  useEffect(() => {
    if (isStaff) start();
  }, [isStaff]);
  if (!staff && !isStaff) return <Notice text={routeErrorText.staffOnly} />;
  if (email === null)
    return (
      <Box role="status" sx={{ py: 6, color: 'text.secondary' }}>
        {t.waiting}
      </Box>
    );
  return (
    <>
      <Box role="note" sx={{ mb: 3, p: 2, borderRadius: 1, bgcolor: 'scale.brand.50' }}>
        {fmt(t.frameBanner, { email })}
      </Box>
      <StepPopups />
      {/* /product/purchase is the master's page: a sub-user reads the notice it reads there. */}
      {isMaster ? <PurchaseScreen /> : <Notice text={routeErrorText.productMasterOnly} />}
    </>
  );
}
