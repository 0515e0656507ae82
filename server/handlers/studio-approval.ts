// Handlers of tag "studio" for review before publish (four eyes, issue 25 item 3): an editor
// submits the saved draft as a request, staff comment, another staff member with the approver
// role approves it or sends it back, and a publisher publishes it (now here, or at a time in
// ./studio-schedule.ts). Who may call what is each operation's x-roles; the rule that an author
// never reviews their own request is server/config/review-requests.ts.
import { changeList } from '../../config/change-list.ts';
import { STAFF_FILES } from '../../config/registry.ts';
import { reviewRuleOf, reviewRules } from '../../config/review-rules.ts';
import { draftFiles } from '../config/drafts.ts';
import { requestConfig } from '../config/request-config.ts';
import {
  publishRequestNow,
  REQUEST_NOT_FOUND_MSG,
  REQUEST_SELECT,
  reviewRequest,
  submitRequest,
  type EventKind,
  type RequestRow,
  withdrawRequest,
} from '../config/review-requests.ts';
import { configOfVersion } from '../config/versions.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';
import type { Result } from '../lib/operations.ts';

type Item = Result<'postStudioApproval'>;

export const approvalItem = (r: RequestRow): Item => ({
  id: r.id,
  note: r.note,
  state: r.state,
  revision: r.revision,
  author: r.author,
  reviewer: r.reviewer,
  baseVersion: r.base_version,
  version: r.version,
  needsReview: r.needs_review,
  createdAt: isoTime(r.created_at),
  updatedAt: isoTime(r.updated_at),
  schedule:
    r.schedule_id !== null && r.schedule_at !== null
      ? { id: r.schedule_id, at: isoTime(r.schedule_at) }
      : null,
});

export function studioApprovalHandlers({ db }: Ctx): Handlers {
  const item = async (id: number) => {
    const [r] = await db.query<RequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [id]);
    if (!r) throw new ApiError(404, REQUEST_NOT_FOUND_MSG);
    return approvalItem(r);
  };
  return {
    async getStudioMe(req) {
      const me = caller(req);
      return ok({ userId: me.userId, email: me.email, roles: me.staffRoles });
    },
    async postStudioApproval(req) {
      const { note, confirmFreeProducts } = body<{ note: string; confirmFreeProducts?: string[] }>(
        req,
      );
      if (!note.trim()) throw new ApiError(400, '검토 요청 메모를 입력해주세요.');
      const id = await submitRequest(db, caller(req).userId, note.trim(), confirmFreeProducts);
      return ok(await item(id));
    },
    async getStudioApprovals(req) {
      const q = query<{ state?: RequestRow['state']; page?: number; limit?: number }>(req);
      const { limit, offset } = pageArgs(q, 20);
      const where = q.state ? 'WHERE r.state = $1' : 'WHERE $1::text IS NULL';
      const args = [q.state ?? null];
      const [c] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM config_requests r ${where}`,
        args,
      );
      // Those waiting for review first: they are what an approver opens the queue for.
      const rows = await db.query<RequestRow>(
        `${REQUEST_SELECT} ${where}
          ORDER BY (r.state = 'pending') DESC, r.updated_at DESC, r.id DESC
          LIMIT ${limit} OFFSET ${offset}`,
        args,
      );
      return ok({ items: rows.map(approvalItem), total: c?.n ?? 0 });
    },
    async getStudioApproval(req) {
      const { id } = params<{ id: number }>(req);
      const [r] = await db.query<RequestRow>(`${REQUEST_SELECT} WHERE r.id = $1`, [id]);
      if (!r) throw new ApiError(404, REQUEST_NOT_FOUND_MSG);
      const files = draftFiles(r.overlay);
      const base = await configOfVersion(db.query, r.base_version);
      // Which changes need review, by the setting that decides now (the active version's).
      const config = await requestConfig(req, db);
      const rules = reviewRules(config.ui.studio.reviewRequired);
      // Every change from the base version, as the history lists them (config/change-list.ts),
      // each with the rule that sends it to review.
      const changes = base
        ? STAFF_FILES.flatMap((n) =>
            changeList(n, base.files[n], files[n]).map((c) => ({
              ...c,
              rule: reviewRuleOf(rules, n, c),
            })),
          )
        : [];
      const events = await db.query<{ kind: EventKind; author: string; body: string; at: Date }>(
        `SELECT e.kind, u.email AS author, e.body, e.at
           FROM config_request_events e JOIN users u ON u.id = e.user_id
          WHERE e.request_id = $1 ORDER BY e.id`,
        [id],
      );
      return ok({
        request: approvalItem(r),
        files,
        changes,
        events: events.map((e) => ({ ...e, at: isoTime(e.at) })),
      });
    },
    async postStudioApprovalComment(req) {
      const { id } = params<{ id: number }>(req);
      const { text } = body<{ text: string }>(req);
      if (!text.trim()) throw new ApiError(400, '댓글을 입력해주세요.');
      const me = caller(req);
      // One statement: no row written means no such request.
      const [e] = await db.query<{ at: Date }>(
        `INSERT INTO config_request_events (request_id, user_id, kind, body)
         SELECT id, $2, 'comment', $3 FROM config_requests WHERE id = $1
         RETURNING at`,
        [id, me.userId, text.trim()],
      );
      if (!e) throw new ApiError(404, REQUEST_NOT_FOUND_MSG);
      return ok({
        kind: 'comment' as const,
        author: me.email,
        body: text.trim(),
        at: isoTime(e.at),
      });
    },
    async postStudioApprovalApprove(req) {
      const { id } = params<{ id: number }>(req);
      const { comment } = body<{ comment?: string }>(req);
      await reviewRequest(db, id, caller(req).userId, 'approve', (comment ?? '').trim());
      return ok(await item(id));
    },
    async postStudioApprovalSendBack(req) {
      const { id } = params<{ id: number }>(req);
      const { comment } = body<{ comment: string }>(req);
      if (!comment.trim())
        throw new ApiError(
          400,
          '돌려보내는 이유를 적어주세요. 작성자가 무엇을 고칠지 알 수 있게요.',
        );
      await reviewRequest(db, id, caller(req).userId, 'send-back', comment.trim());
      return ok(await item(id));
    },
    async postStudioApprovalWithdraw(req) {
      const { id } = params<{ id: number }>(req);
      const { reason } = body<{ reason?: string }>(req);
      await withdrawRequest(db, id, caller(req).userId, (reason ?? '').trim());
      return ok(await item(id));
    },
    async postStudioApprovalPublish(req) {
      const { id } = params<{ id: number }>(req);
      return ok({ version: await publishRequestNow(db, id, caller(req).userId) });
    },
  };
}
