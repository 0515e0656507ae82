// Contract cases of the review and schedule operations of tag "studio" (issue 25 items 3 and 4),
// in the shape of server/contract.test.ts's cases, for its operationId coverage guard: spread
// `reviewContractCases` into its cases and `reviewSessionBodies` into its session bodies. The
// full behaviour is tested in server/handlers/studio-approval.contract.test.ts and
// studio-schedule.contract.test.ts.
import { expect } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are validated against the spec by the contract test */

/** Valid bodies, so only the missing session can fail ("requires a session"). */
export const reviewSessionBodies = {
  postStudioApproval: { note: '가격 변경' },
  postStudioApprovalComment: { text: '확인했습니다.' },
  postStudioApprovalApprove: {},
  postStudioApprovalSendBack: { comment: '다시 봐주세요.' },
  postStudioSchedule: { requestId: 1, at: '2099-01-01T09:00:00+09:00' },
};

/** One call of each operation as a staff account with every role, on a database with no
 * review requests yet. */
export const reviewContractCases = [
  {
    op: 'getStudioMe',
    as: 'staff',
    url: '/studio/me',
    check: (r: any) => expect(r.roles).toEqual(['viewer', 'editor', 'publisher', 'approver']),
  },
  {
    op: 'getStudioApprovals',
    as: 'staff',
    url: '/studio/approvals?state=pending',
    check: (r: any) => expect(r.items).toEqual([]),
  },
  { op: 'getStudioApproval', as: 'staff', url: '/studio/approvals/999999', status: 404 },
  {
    op: 'postStudioApproval',
    as: 'master',
    url: '/studio/approvals',
    body: { note: 'x' },
    status: 403,
  },
  {
    op: 'postStudioApprovalComment',
    as: 'staff',
    url: '/studio/approvals/999999/comments',
    body: { text: '댓글' },
    status: 404,
  },
  {
    op: 'postStudioApprovalApprove',
    as: 'staff',
    url: '/studio/approvals/999999/approve',
    body: {},
    status: 404,
  },
  {
    op: 'postStudioApprovalSendBack',
    as: 'staff',
    url: '/studio/approvals/999999/send-back',
    body: { comment: '이유' },
    status: 404,
  },
  {
    op: 'postStudioApprovalPublish',
    as: 'staff',
    url: '/studio/approvals/999999/publish',
    status: 404,
  },
  {
    op: 'postStudioSchedule',
    as: 'staff',
    url: '/studio/schedules',
    body: { requestId: 999999, at: '2099-01-01T09:00:00+09:00' },
    status: 400,
  },
  {
    op: 'getStudioSchedules',
    as: 'staff',
    url: '/studio/schedules',
    check: (r: any) => expect(r.total).toBe(0),
  },
  {
    op: 'postStudioScheduleCancel',
    as: 'staff',
    url: '/studio/schedules/999999/cancel',
    status: 404,
  },
];
