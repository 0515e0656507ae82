import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/client';
import { call } from '@/api/request';
import type { DraftFiles, StudioProblem } from '../model/studio-section';
import { studioKeys } from './query-keys';

export interface StudioDraft {
  /** The version the draft was edited from; a save on an older one is merged onto the active. */
  baseVersion: number;
  activeVersion: number;
  revision: number;
  files: DraftFiles;
  /** The checker's problems of the saved draft. */
  problems: StudioProblem[];
  /** Revision tag sent back as If-Match, so a save from a second window never overwrites silently. */
  etag: string;
}

/** The caller's draft, created by the server from the active version when there is none. */
export async function getStudioDraft(signal?: AbortSignal): Promise<StudioDraft> {
  const res = await api.GET('/studio/config/draft', { signal });
  const result = await call(Promise.resolve(res));
  return {
    baseVersion: result.baseVersion,
    activeVersion: result.activeVersion,
    revision: result.revision,
    // The files are shaped by their schemas (the API's ConfigFiles leaves them open).
    files: result.files as unknown as DraftFiles,
    problems: result.problems as StudioProblem[],
    etag: res.response.headers.get('etag') ?? '',
  };
}

export const studioDraftQueryOptions = () =>
  queryOptions({
    queryKey: studioKeys.draft(),
    queryFn: ({ signal }) => getStudioDraft(signal),
    // The draft is edited in memory; refetching behind the editor's back would drop edits.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });
