// Handlers of tag "studio": staff drafts, publish, history, rollback. Staff with the studio role
// each operation lists (403 otherwise); every write is audited. A draft whose changes need review
// is published through a review request instead (./studio-approval.ts). Versions and drafts are
// overlays over the build's defaults (server/config/); a save or publish on an older base merges
// field by field with what was published meanwhile, and only the same field changed on both
// sides asks staff to choose.
import { draftOf, mergeOntoActive, type Resolutions } from '../config/drafts.ts';
import { draftProblems, overlayOf, staffFilesOf, type StaffFiles } from '../config/overlays.ts';
import {
  changesForReview,
  PROBLEMS_MSG,
  publishProblems,
  REVIEW_MSG,
} from '../config/publish-checks.ts';
import {
  activeVersionNumber,
  configOfVersion,
  publishOverlay,
  versionOverlay,
} from '../config/versions.ts';
import type { Db } from '../db/index.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';

const NOT_FOUND_MSG = '해당 버전을 찾을 수 없습니다.';

const draftTag = (userId: number, revision: number) => `"draft-${userId}-${revision}"`;

async function audit(db: Db, userId: number, action: string, version: number | null, detail = '') {
  await db.query(
    'INSERT INTO config_audit (user_id, action, version, detail) VALUES ($1, $2, $3, $4)',
    [userId, action, version, detail],
  );
}

export function studioHandlers({ db }: Ctx): Handlers {
  return {
    async getStudioDraft(req, reply) {
      const userId = caller(req).userId;
      const d = await draftOf(db.query, userId);
      reply
        .header('etag', draftTag(userId, d.revision))
        .header('cache-control', 'private, no-store');
      return ok({
        baseVersion: d.baseVersion,
        activeVersion: await activeVersionNumber(db.query),
        revision: d.revision,
        files: d.files,
        problems: draftProblems(d.files),
      });
    },
    async putStudioDraft(req, reply) {
      const userId = caller(req).userId;
      const b = body<{ baseVersion: number; files: StaffFiles; resolutions?: Resolutions }>(req);
      const ifMatch = req.headers['if-match'];
      const saved = await db.tx(async (q) => {
        const [d] = await q<{ revision: number }>(
          'SELECT revision FROM config_drafts WHERE user_id = $1 FOR UPDATE',
          [userId],
        );
        if (ifMatch && ifMatch !== draftTag(userId, d?.revision ?? 0))
          throw new ApiError(
            409,
            '다른 창에서 초안이 먼저 저장되었습니다. 새로고침 후 다시 시도해주세요.',
          );
        // An edit of an older version is brought onto the active one, field by field.
        const m = await mergeOntoActive(q, b.baseVersion, b.files, b.resolutions);
        const [row] = await q<{ revision: number }>(
          `INSERT INTO config_drafts (user_id, base_version, revision, overlay, updated_at)
           VALUES ($1, $2, 1, $3::jsonb, now())
           ON CONFLICT (user_id) DO UPDATE SET base_version = $2, overlay = $3::jsonb, files = NULL,
             revision = config_drafts.revision + 1, updated_at = now()
           RETURNING revision`,
          [userId, m.activeVersion, JSON.stringify(overlayOf(m.files))],
        );
        return { ...m, revision: row!.revision };
      });
      await audit(db, userId, 'save-draft', saved.activeVersion);
      reply.header('etag', draftTag(userId, saved.revision));
      return ok({
        problems: draftProblems(saved.files),
        revision: saved.revision,
        baseVersion: saved.activeVersion,
        ...(saved.merged ? { files: saved.files } : {}),
      });
    },
    async postStudioPublish(req) {
      const userId = caller(req).userId;
      const { note, confirmFreeProducts = [] } = body<{
        note: string;
        confirmFreeProducts?: string[];
      }>(req);
      if (!note.trim()) throw new ApiError(400, '게시 메모를 입력해주세요.');
      const d = await draftOf(db.query, userId);
      if (d.revision === 0) throw new ApiError(400, '저장된 초안이 없습니다.');
      const m = await mergeOntoActive(db.query, d.baseVersion, d.files);
      // A product at 0원 goes live only when staff named it in this request.
      const problems = await publishProblems(
        db.query,
        m.files,
        m.activeVersion,
        confirmFreeProducts,
      );
      if (problems.length) throw new ApiError(400, PROBLEMS_MSG).with({ problems });
      // Four eyes: a change the office setting lists goes live only as an approved request.
      const active = await configOfVersion(db.query, m.activeVersion);
      const needsReview = active ? changesForReview(active, m.files) : [];
      if (needsReview.length) throw new ApiError(409, REVIEW_MSG).with({ needsReview });
      const version = await publishOverlay(db, {
        overlay: overlayOf(m.files),
        parent: m.activeVersion,
        authorId: userId,
        note: note.trim(),
        action: 'publish',
      });
      // The draft continues from what was just published.
      await db.query(
        `UPDATE config_drafts SET base_version = $2, overlay = $3::jsonb, revision = revision + 1
          WHERE user_id = $1`,
        [userId, version, JSON.stringify(overlayOf(m.files))],
      );
      return ok({ version });
    },
    async getStudioVersions(req) {
      const { limit, offset } = pageArgs(query<{ page?: number; limit?: number }>(req), 20);
      const [c] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM config_versions');
      const rows = await db.query<{
        version: number;
        parent_version: number | null;
        email: string;
        note: string;
        published_at: Date;
      }>(
        `SELECT v.version, v.parent_version, u.email, v.note, v.published_at
           FROM config_versions v JOIN users u ON u.id = v.author_id
          ORDER BY v.version DESC LIMIT ${limit} OFFSET ${offset}`,
      );
      return ok({
        items: rows.map((r) => ({
          version: r.version,
          parentVersion: r.parent_version,
          author: r.email,
          note: r.note,
          publishedAt: isoTime(r.published_at),
        })),
        total: c?.n ?? 0,
        activeVersion: await activeVersionNumber(db.query),
      });
    },
    async getStudioVersion(req) {
      const { version } = params<{ version: number }>(req);
      const config = await configOfVersion(db.query, version);
      if (!config) throw new ApiError(404, NOT_FOUND_MSG);
      return ok({
        version,
        files: staffFilesOf(config.files),
        // Changes this build could not take (their place is gone or no longer valid).
        dropped: config.dropped.map((d) => ({
          file: d.file,
          path: d.op.path,
          op: d.op.op,
          reason: d.reason,
        })),
      });
    },
    async postStudioRollback(req) {
      const userId = caller(req).userId;
      const { version: target } = body<{ version: number }>(req);
      const overlay = await versionOverlay(db.query, target);
      const config = await configOfVersion(db.query, target);
      if (!overlay || !config) throw new ApiError(404, NOT_FOUND_MSG);
      const active = await activeVersionNumber(db.query);
      const files = staffFilesOf(config.files);
      // A rollback restores files that were live before (reviewed then, if they needed it): it
      // is the way back in a hurry and needs no new review.
      const problems = await publishProblems(db.query, files, active, 'any');
      if (problems.length) throw new ApiError(400, PROBLEMS_MSG).with({ problems });
      const version = await publishOverlay(db, {
        overlay: overlayOf(files),
        parent: active,
        authorId: userId,
        note: `버전 ${target}(으)로 되돌림`,
        action: 'rollback',
      });
      return ok({ version });
    },
  };
}
