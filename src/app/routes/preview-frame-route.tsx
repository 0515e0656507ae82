import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect } from 'react';
import PurchaseScreen from '@/features/cart/screens/purchase-screen';
import { messages } from '@/generated/config/messages-studio';
import { fmt } from '@/lib/format-message';
import { masterOnly } from '../guards/master-only-guard';
import { staffOnly } from '../guards/staff-only-guard';
import { start, useFrameState } from '../preview-frame/frame-store';
import { StepPopups } from '../preview-frame/step-popups';

const t = messages.studioEditors.preview;
// The purchase screen exactly as /product/purchase mounts it (a sub-user reads the notice).
const Purchase = masterOnly(PurchaseScreen);

function Waiting() {
  useEffect(start, []);
  return (
    <Box role="status" sx={{ py: 6, color: 'text.secondary' }}>
      {t.waiting}
    </Box>
  );
}
const StaffWaiting = staffOnly(Waiting);

/**
 * /studio/preview-frame: the page the studio's preview section shows in an <iframe>. The layout
 * around it is the app's own, so its header is the real broker header; this screen adds the
 * account's popups and the real purchase screen, all with the draft config the studio posts.
 * Staff only: the first draft turns the session into the broker's, after which the staff check
 * is the one latched when the frame started.
 */
export default function PreviewFrameRoute() {
  const { staff, email } = useFrameState();
  if (!staff || email === null) return <StaffWaiting />;
  return (
    <>
      <Alert severity="info" sx={{ mb: 3 }}>
        {fmt(t.frameBanner, { email })}
      </Alert>
      <StepPopups />
      <Purchase />
    </>
  );
}
