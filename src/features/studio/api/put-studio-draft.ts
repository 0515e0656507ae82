import { api, platform } from '@/api/client';
import { isApiError } from '@/api/errors';
import { call } from '@/api/request';
import type { Schema } from '@/api/types';
import type { DraftFiles, StudioProblem } from '../model/studio-section';

/** For each field both staff changed, the value that stays: keyed `<file>#<keyed path>`. */
export type Resolutions = Record<string, 'mine' | 'theirs'>;

export interface SaveDraftArgs {
  baseVersion: number;
  files: DraftFiles;
  /** The revision tag of the draft this edit started from. */
  etag: string;
  resolutions?: Resolutions;
}

/**
 * Saves the draft (even with problems). An edit of an older version is merged onto the active one
 * field by field: the answer then carries the merged `files` and the new `baseVersion`. A field
 * both staff changed answers 409 with `conflicts` (see `draftConflicts`), settled by sending
 * `resolutions`; a 409 without them is another window's save.
 */
export async function putStudioDraft({ baseVersion, files, etag, resolutions }: SaveDraftArgs) {
  const res = await api.PUT('/studio/config/draft', {
    params: { header: { ...platform.header, ...(etag ? { 'If-Match': etag } : {}) } },
    body: {
      baseVersion,
      files: files as unknown as Schema<'ConfigFiles'>,
      ...(resolutions && Object.keys(resolutions).length ? { resolutions } : {}),
    },
  });
  const result = await call(Promise.resolve(res));
  return {
    problems: result.problems as StudioProblem[],
    revision: result.revision,
    baseVersion: result.baseVersion,
    /** The merged draft, when the edit was brought onto a newer version. */
    files: result.files as unknown as DraftFiles | undefined,
    etag: res.response.headers.get('etag') ?? '',
  };
}

export type FieldConflict = Schema<'ConfigConflict'>;

/** The fields both staff changed, from a 409 of a save or publish; null for any other error. */
export function draftConflicts(
  e: unknown,
): { activeVersion: number; conflicts: FieldConflict[] } | null {
  if (!isApiError(e) || e.status !== 409) return null;
  const body = e.body as { activeVersion?: number; conflicts?: FieldConflict[] } | undefined;
  if (!body?.conflicts?.length || body.activeVersion === undefined) return null;
  return { activeVersion: body.activeVersion, conflicts: body.conflicts };
}
