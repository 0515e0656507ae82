// What every way of publishing checks before a set of staff files becomes a version (a draft, a
// rollback, an approved review request now or at its time): the checker's problems, a version
// identical to the active one, and the changes the office setting sends to review.
import type { FreeProducts } from '../../config/check/index.ts';
import { deepEqual } from '../../config/overlay-diff.ts';
import { problem, type ConfigProblem } from '../../config/problems.ts';
import {
  changesNeedingReview,
  overlayBetween,
  reviewRules,
  type ReviewChange,
} from '../../config/review-rules.ts';
import type { Db } from '../db/index.ts';
import type { ActiveConfig } from './active-config.ts';
import { draftProblems, staffFilesOf, type StaffFiles } from './overlays.ts';
import { configOfVersion } from './versions.ts';

export const PROBLEMS_MSG = '설정에 문제가 있어 게시할 수 없습니다.';
export const REVIEW_MSG =
  '검토가 필요한 변경(가격·할인·패키지 구간·팝업 체인 등)이 있어 바로 게시할 수 없습니다. 검토 요청을 보내 다른 스태프의 승인을 받아주세요.';

/**
 * Problems of files about to become a version, and the refusal of one equal to the active. A
 * product sold at 0원 passes only when `freeProducts` names it: staff confirmed it in the publish
 * or review request ('any' for a rollback to a version published before).
 */
export async function publishProblems(
  q: Db['query'],
  files: StaffFiles,
  active: number,
  freeProducts: FreeProducts,
): Promise<ConfigProblem[]> {
  const problems = draftProblems(files, freeProducts);
  if (problems.length) return problems;
  const current = await configOfVersion(q, active);
  if (current && deepEqual(staffFilesOf(current.files), files))
    return [problem('', '', 'publish.unchanged')];
  return [];
}

/**
 * The changes from the active version to `next` that need review, by the active version's
 * office setting (`ui.studio.reviewRequired`, config/review-rules.ts).
 */
export function changesForReview(config: ActiveConfig, next: StaffFiles): ReviewChange[] {
  return changesNeedingReview(
    reviewRules(config.ui.studio.reviewRequired),
    overlayBetween(staffFilesOf(config.files), next),
  );
}
