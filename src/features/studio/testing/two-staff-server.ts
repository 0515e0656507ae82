import { HttpResponse, http } from 'msw';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { CONFIG_SCHEMAS } from '@config/files';
import { indexPointer, valueAt } from '@config/keyed-pointer';
import { mergeThreeWay } from '@config/overlay-merge';
import { STAFF_FILES } from '@config/registry';
import type { DraftFiles } from '../model/studio-section';
import { studioFiles } from './studio-files';

const CONFLICT =
  '다른 사용자가 같은 항목을 먼저 게시했습니다. 항목마다 어느 값을 남길지 골라주세요.';

interface Saved {
  baseVersion: number;
  files: DraftFiles;
  resolutions?: Record<string, 'mine' | 'theirs'>;
  ifMatch: string | null;
}

/** v1: the built-in files with the ban at 7 days and the warning limit at 3. */
function v1(): DraftFiles {
  const f = studioFiles();
  f.ui.reports.banDays = 7;
  f.ui.reports.warningLimit = 3;
  return f;
}

/**
 * The server of two staff editing from the same version (server/handlers/studio.ts and
 * server/config/drafts.ts, with the kernel's own field-by-field merge): this staff's draft is on
 * v1; `publishOther(change)` publishes someone else's change as v2. A save or publish on v1 is
 * then merged onto v2 (200 with the merged files), or refused (409 with `conflicts`) for a field
 * both changed that `resolutions` does not settle. `publishOtherOnPublish` lets the other staff
 * publish just before this staff's publish reaches the server (after its save passed).
 */
export function twoStaffServer() {
  const versions = new Map<number, DraftFiles>([[1, v1()]]);
  let active = 1;
  let draft = { baseVersion: 1, files: versions.get(1)! };
  let other: ((f: DraftFiles) => void) | null = null;
  const saved: Saved[] = [];
  const published: DraftFiles[] = [];

  const publishOther = (change: (f: DraftFiles) => void) => {
    const next = structuredClone(versions.get(active)!);
    change(next);
    versions.set(++active, next);
  };

  /** `mine` (edited from `base`) onto the active version, like mergeOntoActive. */
  function merge(base: number, mine: DraftFiles, resolutions: Saved['resolutions'] = {}) {
    if (base === active) return { files: mine, merged: false, conflicts: [] };
    const [from, theirs] = [versions.get(base)!, versions.get(active)!];
    const files = {} as Record<string, unknown>;
    const conflicts = [];
    for (const name of STAFF_FILES) {
      const r = mergeThreeWay(
        CONFIG_SCHEMAS[name],
        from[name],
        mine[name],
        theirs[name],
        (path) => resolutions[`${name}#${path}`],
      );
      files[name] = r.merged;
      for (const c of r.conflicts)
        conflicts.push({
          file: name,
          path: c.path,
          pointer: indexPointer(r.merged, c.path) ?? '',
          base: valueAt(from[name], c.path),
          mine: valueAt(mine[name], c.path),
          theirs: valueAt(theirs[name], c.path),
        });
    }
    return { files: files as DraftFiles, merged: true, conflicts };
  }
  const refused = (conflicts: unknown[]) =>
    HttpResponse.json(
      { code: 409, msg: CONFLICT, activeVersion: active, conflicts },
      { status: 409 },
    );

  server.use(
    http.get('*/studio/config/draft', () =>
      HttpResponse.json(
        {
          result: {
            baseVersion: draft.baseVersion,
            activeVersion: active,
            revision: saved.length + 1,
            files: draft.files,
            problems: [],
          },
        },
        { headers: { etag: `"d-${saved.length + 1}"` } },
      ),
    ),
    apiOk('get', '/studio/config/versions/{version}', (req) => {
      const version = Number(new URL(req.url).pathname.split('/').pop());
      return { version, files: versions.get(version)!, dropped: [] } as never;
    }),
    http.put('*/studio/config/draft', async ({ request }) => {
      const body = (await request.json()) as Omit<Saved, 'ifMatch'>;
      saved.push({ ...body, ifMatch: request.headers.get('if-match') });
      const m = merge(body.baseVersion, body.files, body.resolutions);
      if (m.conflicts.length) return refused(m.conflicts);
      draft = { baseVersion: active, files: m.files };
      return HttpResponse.json(
        {
          result: {
            problems: [],
            revision: saved.length + 1,
            baseVersion: active,
            ...(m.merged ? { files: m.files } : {}),
          },
        },
        { headers: { etag: `"d-${saved.length + 1}"` } },
      );
    }),
    http.post('*/studio/config/publish', () => {
      if (other) {
        publishOther(other);
        other = null;
      }
      const m = merge(draft.baseVersion, draft.files);
      if (m.conflicts.length) return refused(m.conflicts);
      versions.set(++active, m.files);
      published.push(m.files);
      draft = { baseVersion: active, files: m.files };
      return HttpResponse.json({ result: { version: active } });
    }),
  );
  return {
    saved,
    published,
    publishOther,
    publishOtherOnPublish: (change: (f: DraftFiles) => void) => (other = change),
  };
}
