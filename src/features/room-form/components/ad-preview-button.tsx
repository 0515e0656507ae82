import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import type { Schema } from '@/api/types';
import { Button } from '@/components/form/button';
import type { AdListing } from '@/components/listing-ad/ad-listing';
import { ListingAdDialog } from '@/components/listing-ad/listing-ad-dialog';
import { ListingAdPreview } from '@/components/listing-ad/listing-ad-preview';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { toPosition } from '@/lib/positions';
import { useSession } from '@/session';
import { toRoomBody, type RoomFormValues } from '../model/room-form-values';

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

/** The values as the ad would show them (what the form would send). */
function PreviewOf({
  control,
  advertiser,
}: {
  control: Control<RoomFormValues>;
  advertiser: Schema<'Advertiser'>;
}) {
  const values = useWatch({ control }) as RoomFormValues;
  const ad = {
    ...(toRoomBody(values) as Partial<AdListing>),
    photos: values.photos,
    advertiser,
  } as AdListing;
  return <ListingAdPreview ad={ad} />;
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
  return (
    <>
      <Button kind="outline" size="xl" onClick={() => setOpen(true)}>
        {R.preview}
      </Button>
      <ListingAdDialog open={open} onClose={() => setOpen(false)}>
        <PreviewOf control={control} advertiser={advertiser ?? own} />
      </ListingAdDialog>
    </>
  );
}
