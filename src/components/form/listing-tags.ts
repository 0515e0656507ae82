import { ListingTagSchema, type ListingTag } from '@/generated/api/zod';
import { messages } from '@/generated/config/messages';

/**
 * The ten listing-tag (icon focus) types of seed 001 §9, in display order: the order of the
 * ListingTag enum in spec/openapi.yaml, read from the generated schema rather than written again.
 */
export const LISTING_TAG_TYPES = ListingTagSchema.options;

export type ListingTagType = ListingTag;

/** Korean display name looked up by type. */
export const listingTagLabel = (type: ListingTagType): string => messages.listingTags[type];
