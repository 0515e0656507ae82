import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import type { DraftFiles } from '../model/studio-section';

export interface SaveDraftArgs {
  baseVersion: number;
  files: DraftFiles;
  /** The revision tag of the draft this edit started from. */
  etag: string;
}

/**
 * Saves the draft (even with problems). 409 when another publish made the base stale or another
 * window saved in between; the answer's problems are the checker's lines for the saved files.
 */
export async function putStudioDraft({ baseVersion, files, etag }: SaveDraftArgs) {
  const res = await api.PUT('/studio/config/draft', {
    params: { header: { ...platform.header, ...(etag ? { 'If-Match': etag } : {}) } },
    body: { baseVersion, files: files as never },
  });
  const result = await call(Promise.resolve(res));
  return {
    problems: result.problems,
    revision: result.revision,
    etag: res.response.headers.get('etag') ?? '',
  };
}
