// Handlers of tag "studio" that read what changed: the audit history (every publish and rollback
// with its changes), the changes between any two versions, and an exported version read back and
// checked like a publish. Changes are language-free (config/change-list.ts): the studio words
// them in Korean (src/features/studio/model/describe-change.ts), so the wording has one home.
import { changeList } from '../../config/change-list.ts';
import { STAFF_FILES } from '../../config/registry.ts';
import { historyPage, versionChanges } from '../config/history.ts';
import { readExport } from '../config/import-files.ts';
import { draftProblems, staffFilesOf } from '../config/overlays.ts';
import { activeVersionNumber, configOfVersion } from '../config/versions.ts';
import { ApiError } from '../lib/errors.ts';
import { body, ok, pageArgs, params, query, type Ctx, type Handlers } from '../lib/http.ts';

const NOT_FOUND_MSG = '해당 버전을 찾을 수 없습니다.';

export function studioHistoryHandlers({ db }: Ctx): Handlers {
  return {
    async getStudioHistory(req) {
      const { limit, offset } = pageArgs(query<{ page?: number; limit?: number }>(req), 20);
      const page = await historyPage(db.query, Math.min(limit, 50), offset);
      return ok({ ...page, activeVersion: await activeVersionNumber(db.query) });
    },
    async getStudioVersionChanges(req) {
      const { version } = params<{ version: number }>(req);
      const q = query<{ from?: number }>(req);
      let from = q.from;
      if (from === undefined) {
        const [v] = await db.query<{ parent_version: number | null }>(
          'SELECT parent_version FROM config_versions WHERE version = $1',
          [version],
        );
        if (version !== 0 && !v) throw new ApiError(404, NOT_FOUND_MSG);
        from = v?.parent_version ?? 0;
      }
      const changes = await versionChanges(db.query, from, version);
      if (!changes) throw new ApiError(404, NOT_FOUND_MSG);
      return ok({ version, from, changes });
    },
    async postStudioImport(req) {
      const read = readExport(body<{ files: Record<string, string> }>(req).files);
      if ('errors' in read)
        throw new ApiError(400, `가져온 파일을 읽을 수 없습니다. ${read.errors.join(' ')}`);
      const activeVersion = await activeVersionNumber(db.query);
      const active = await configOfVersion(db.query, activeVersion);
      const current = staffFilesOf(active!.files);
      return ok({
        files: read.files,
        // The same problems a publish of these files would meet (ownership, then the checker).
        problems: draftProblems(read.files),
        changes: STAFF_FILES.flatMap((n) => changeList(n, current[n], read.files[n])),
        activeVersion,
      });
    },
  };
}
