import type { Schema } from '@/api/types';

type Detail = Schema<'RoomDetail'>;

/**
 * A listing as its ad shows it: the stored listing (RoomDetail), or the form's values before they
 * are sent, where any field may still be missing. Who advertises it always comes from the
 * office's record and the registrant's account, never from what the broker typed.
 */
export type AdListing = Partial<
  Omit<Detail, 'advertiser' | 'photos' | 'roomId' | 'roomsSeq' | 'status' | 'savedTime'>
> & {
  photos: readonly { url: string }[];
  advertiser: Schema<'Advertiser'>;
};
