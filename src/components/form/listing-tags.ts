import { messages } from '@/generated/config/messages';

/** The ten listing-tag (icon focus) types of seed 001 §9, in display order. */
export const LISTING_TAG_TYPES = [
  'POWERFUL_RECOMMENDED',
  'QUICKLY_SELL',
  'REMODELING',
  'PETS_ALLOWED',
  'NEW_CONSTRUCTIONS',
  'STATION_AREA',
  'POPULAR_ROOM',
  'QUICK_MOVE_IN',
  'ELEMENTARY_SCHOOL_AREA',
  'FULL_OPTION',
] as const;

export type ListingTagType = (typeof LISTING_TAG_TYPES)[number];

export const isListingTagType = (v: unknown): v is ListingTagType =>
  typeof v === 'string' && (LISTING_TAG_TYPES as readonly string[]).includes(v);

/** Korean display name looked up by type. */
export const listingTagLabel = (type: ListingTagType): string => messages.listingTags[type];
