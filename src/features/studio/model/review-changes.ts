// Which changes of a draft need review before they go live (four eyes), by the office setting of
// the active version (ui.studio.reviewRequired): the same rules the server refuses a direct
// publish with (config/review-rules.ts), so the studio offers a review request instead. Changes
// are the history's (config/change-list.ts), so they are worded like everywhere else.
import { changeList, type ConfigChange } from '@config/change-list';
import { STAFF_FILES } from '@config/registry';
import { reviewRuleOf, reviewRules } from '@config/review-rules';
import type { DraftFiles } from './studio-section';

/** A change and the label of the rule that sends it to review ('' for the setting itself; null:
 * none). */
export type ReviewedChange = ConfigChange & { rule: string | null };

/** The draft's changes over the active version that need review. */
export function draftReviewChanges(active: DraftFiles, draft: DraftFiles): ReviewedChange[] {
  const rules = reviewRules(active.ui.studio.reviewRequired);
  return STAFF_FILES.flatMap((n) =>
    changeList(n, active[n], draft[n]).map((c) => ({ ...c, rule: reviewRuleOf(rules, n, c) })),
  ).filter((c) => c.rule !== null);
}
