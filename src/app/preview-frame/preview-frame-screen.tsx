import Box from '@mui/material/Box';
import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import PurchaseScreen from '@/features/cart/screens/purchase-screen';
import { messages as brokerMessages } from '@/generated/config/messages';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { useSession } from '@/session';
import { start, useFrameState } from './frame-store';
import { SmokeBoundary } from './smoke-boundary';
import { SmokeReport } from './smoke-report';
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

/** Whose screens these are; its own component, so the page's boundary catches what it throws. */
function Banner({ email }: { email: string }) {
  const t = useConfig(messages.studioEditors).preview;
  return (
    <Box role="note" sx={{ mb: 3, p: 2, borderRadius: 1, bgcolor: 'scale.brand.50' }}>
      {fmt(t.frameBanner, { email })}
    </Box>
  );
}

/**
 * /studio/preview-frame: the page the studio's preview section shows in an <iframe>. The layout
 * around it is the app's own, so its header is the real broker header; this screen adds the
 * account's popups and the real purchase page, all with the draft config the studio posts.
 * Staff only: the first draft turns the session into the broker's, so the staff check is the one
 * made when the frame started (frame-store).
 * `?smoke=1` (the studio's check before a publish, in a hidden frame): the same screen, every
 * popup open at once, each part behind its own boundary; the frame answers `rendered` once all of
 * it is at rest, or `failed` with the part that threw.
 */
export default function PreviewFrameScreen() {
  const routeErrorText = useConfig(brokerMessages.routeError);
  const t = useConfig(messages.studioEditors).preview;

  const { isStaff } = useSession();
  const { staff, email, smoke, draft } = useFrameState();
  const [params] = useSearchParams();
  const smokeParam = params.get('smoke') === '1';
  useEffect(() => {
    if (isStaff) start({ smoke: smokeParam });
  }, [isStaff, smokeParam]);
  if (!staff && !isStaff) return <Notice text={routeErrorText.staffOnly} />;
  if (email === null)
    return (
      <Box role="status" sx={{ py: 6, color: 'text.secondary' }}>
        {t.waiting}
      </Box>
    );
  // A smoke frame renders each draft afresh (its boundaries, popups and answer are per draft).
  return <FrameContent key={smoke ? draft : 0} email={email} smoke={smoke} draft={draft} />;
}

/** The account's screens with the draft: its popups and the purchase page (or the notice). */
function FrameContent({ email, smoke, draft }: { email: string; smoke: boolean; draft: number }) {
  const routeErrorText = useConfig(brokerMessages.routeError);

  const { isMaster } = useSession();
  const [popupsShown, setPopupsShown] = useState(false);
  const onPopupsShown = useCallback(() => setPopupsShown(true), []);
  return (
    <SmokeBoundary part="page">
      <Banner email={email} />
      <SmokeBoundary part="popups">
        <StepPopups onSettled={smoke ? onPopupsShown : undefined} />
      </SmokeBoundary>
      {/* /product/purchase is the master's page: a sub-user reads the notice it reads there. */}
      <SmokeBoundary part="purchase">
        {isMaster ? <PurchaseScreen /> : <Notice text={routeErrorText.productMasterOnly} />}
      </SmokeBoundary>
      {smoke ? <SmokeReport draft={draft} ready={popupsShown} /> : null}
    </SmokeBoundary>
  );
}
