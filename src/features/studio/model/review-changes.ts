// Which changes of a draft need review before they go live (four eyes), by the office setting of
// the active version (ui.studio.reviewRequired): the same rules the server refuses a direct
// publish with (config/review-rules.ts), so the studio offers a review request instead.
import {
  changesNeedingReview,
  overlayBetween,
  reviewRules,
  type ReviewChange,
} from '@config/review-rules';
import type { DraftFiles } from './studio-section';

export type { ReviewChange };

export function draftReviewChanges(active: DraftFiles, draft: DraftFiles): ReviewChange[] {
  return changesNeedingReview(
    reviewRules(active.ui.studio.reviewRequired),
    overlayBetween(active, draft),
  );
}
