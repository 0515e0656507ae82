import { apiEnums } from '@/generated/api/limits';
import type { ListingTag } from '@/generated/api/zod';
import { messages } from '@/generated/config/messages';
import { readConfig } from '@/lib/config';

/**
 * The ten listing-tag (icon focus) types of seed 001 §9, in display order: the order of the
 * ListingTag enum in spec/openapi.yaml, read from the generated enums rather than written again
 * (the plain list: the zod schema would bring zod, about 30 KB gzip, to the listing form's first load).
 */
export const LISTING_TAG_TYPES = apiEnums.ListingTag;

export type ListingTagType = ListingTag;

/** Korean display name looked up by type. */
export const listingTagLabel = (type: ListingTagType): string =>
  readConfig(messages.listingTags)[type];
