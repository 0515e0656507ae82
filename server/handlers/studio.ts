// Handlers of tag "studio": staff drafts, publish, history, rollback. Staff only (403 for
// brokers); every write is audited. A draft remembers the version it was edited from, and a
// save or publish on a version that is no longer active is refused (409) so two staff never
// overwrite each other.
import type { ConfigFiles } from '../config/files.ts';
import {
  activeVersionNumber,
  checkFiles,
  publishFiles,
  STALE_MSG,
  versionFiles,
} from '../config/store.ts';
import type { Db } from '../db/index.ts';
import { caller } from '../lib/auth.ts';
import { ApiError } from '../lib/errors.ts';
import { isoTime } from '../lib/format.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';

interface DraftRow {
  base_version: number;
  revision: number;
  files: ConfigFiles;
}

async function draftOf(db: Db, userId: number): Promise<DraftRow> {
  const [d] = await db.query<DraftRow>(
    'SELECT base_version, revision, files FROM config_drafts WHERE user_id = $1',
    [userId],
  );
  if (d) return d;
  const base = await activeVersionNumber(db.query);
  return { base_version: base, revision: 0, files: (await versionFiles(db.query, base))! };
}

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
      const d = await draftOf(db, userId);
      reply
        .header('etag', draftTag(userId, d.revision))
        .header('cache-control', 'private, no-store');
      return ok({
        baseVersion: d.base_version,
        activeVersion: await activeVersionNumber(db.query),
        revision: d.revision,
        files: d.files,
        problems: checkFiles(d.files),
      });
    },
    async putStudioDraft(req, reply) {
      const userId = caller(req).userId;
      const b = body<{ baseVersion: number; files: ConfigFiles }>(req);
      const ifMatch = req.headers['if-match'];
      const revision = await db.tx(async (q) => {
        const [a] = await q<{ version: number }>('SELECT version FROM config_active');
        if (b.baseVersion !== (a?.version ?? 0)) throw new ApiError(409, STALE_MSG);
        const [d] = await q<{ revision: number }>(
          'SELECT revision FROM config_drafts WHERE user_id = $1 FOR UPDATE',
          [userId],
        );
        if (ifMatch && ifMatch !== draftTag(userId, d?.revision ?? 0))
          throw new ApiError(
            409,
            '다른 창에서 초안이 먼저 저장되었습니다. 새로고침 후 다시 시도해주세요.',
          );
        const [row] = await q<{ revision: number }>(
          `INSERT INTO config_drafts (user_id, base_version, revision, files, updated_at)
           VALUES ($1, $2, 1, $3::jsonb, now())
           ON CONFLICT (user_id) DO UPDATE SET base_version = $2, files = $3::jsonb,
             revision = config_drafts.revision + 1, updated_at = now()
           RETURNING revision`,
          [userId, b.baseVersion, JSON.stringify(b.files)],
        );
        return row!.revision;
      });
      await audit(db, userId, 'save-draft', b.baseVersion);
      reply.header('etag', draftTag(userId, revision));
      return ok({ problems: checkFiles(b.files), revision });
    },
    async postStudioPublish(req) {
      const userId = caller(req).userId;
      const { note } = body<{ note: string }>(req);
      if (!note.trim()) throw new ApiError(400, '게시 메모를 입력해주세요.');
      const d = await draftOf(db, userId);
      if (d.revision === 0) throw new ApiError(400, '저장된 초안이 없습니다.');
      const version = await publishFiles(db, {
        files: d.files,
        parent: d.base_version,
        authorId: userId,
        note: note.trim(),
        action: 'publish',
      });
      // The draft continues from what was just published.
      await db.query(
        'UPDATE config_drafts SET base_version = $2, revision = revision + 1 WHERE user_id = $1',
        [userId, version],
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
      const files = await versionFiles(db.query, version);
      if (!files) throw new ApiError(404, '해당 버전을 찾을 수 없습니다.');
      return ok({ version, files });
    },
    async postStudioRollback(req) {
      const userId = caller(req).userId;
      const { version: target } = body<{ version: number }>(req);
      const files = await versionFiles(db.query, target);
      if (!files) throw new ApiError(404, '해당 버전을 찾을 수 없습니다.');
      const version = await publishFiles(db, {
        files,
        parent: await activeVersionNumber(db.query),
        authorId: userId,
        note: `버전 ${target}(으)로 되돌림`,
        action: 'rollback',
      });
      return ok({ version });
    },
  };
}
