import { useWatch, type Control } from 'react-hook-form';
import type { Schema } from '@/api/types';
import type { AdListing } from '@/components/listing-ad/ad-listing';
import { ListingAdDialog } from '@/components/listing-ad/listing-ad-dialog';
import { ListingAdPreview } from '@/components/listing-ad/listing-ad-preview';
import { toRoomBody, type RoomFormValues } from '../model/room-form-values';

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

/** The form's ad preview in its dialog: its own chunk, loaded when a broker first opens it. */
export default function AdPreviewDialog({
  open,
  onClose,
  control,
  advertiser,
}: {
  open: boolean;
  onClose: () => void;
  control: Control<RoomFormValues>;
  advertiser: Schema<'Advertiser'>;
}) {
  return (
    <ListingAdDialog open={open} onClose={onClose}>
      <PreviewOf control={control} advertiser={advertiser} />
    </ListingAdDialog>
  );
}
