import { lazy, Suspense, useState } from 'react';
import type { Control } from 'react-hook-form';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { toPosition } from '@/lib/positions';
import { useSession } from '@/session';
import type { RoomFormValues } from '../model/room-form-values';

// The preview and its dialog load when a broker first opens it, not with /form (its first-load
// budget, scripts/bench-bundle.ts: they weighed about 12 KB gzip there).
const AdPreviewDialog = lazy(() => import('./ad-preview-dialog'));

/** The office on the session and the account registering (a new listing's advertiser). */
function useSessionAdvertiser(): Schema<'Advertiser'> {
  const officeName = useSession((s) => s.agentName);
  const officeAddress = useSession((s) => s.agentAddress);
  const registrationNumber = useSession((s) => s.agentRegId);
  const officePhone = useSession((s) => s.agentTel);
  const registrantName = useSession((s) => s.userName);
  const position = useSession((s) => s.position);
  return {
    officeName,
    officeAddress,
    registrationNumber,
    officePhone,
    registrantName,
    registrantPosition: toPosition(position) ?? 0,
  };
}

/**
 * 광고 미리보기 before sending: the ad as a customer would see it, with what is still missing
 * marked. An edited listing keeps its registrant; a new one is the signed-in account's.
 */
export function AdPreviewButton({
  control,
  advertiser,
}: {
  control: Control<RoomFormValues>;
  advertiser?: Schema<'Advertiser'>;
}) {
  const R = useConfig(messages.form).room;
  const own = useSessionAdvertiser();

  const [open, setOpen] = useState(false);
  // Once loaded the dialog stays mounted, so closing it still fades out and returns focus.
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        kind="outline"
        size="xl"
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {R.preview}
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <AdPreviewDialog
            open={open}
            onClose={() => setOpen(false)}
            control={control}
            advertiser={advertiser ?? own}
          />
        </Suspense>
      )}
    </>
  );
}
