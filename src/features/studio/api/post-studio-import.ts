import { api, platform } from '@/api/client';
import { call } from '@/api/request';
import { useWriteMutation } from '@/api/use-write-mutation';
import type { ConfigChange } from '@config/change-list';
import type { DraftFiles, StudioProblem } from '../model/studio-section';
import { studioKeys } from './query-keys';

/**
 * Reads an exported version (each file's text by its name) and checks it like a publish: its
 * files, the problems a publish would meet and its changes from the active version. Nothing is
 * stored; a file that cannot be read is a 400 naming it.
 */
export async function postStudioImport(files: Record<string, string>) {
  const result = await call(
    api.POST('/studio/config/import', { params: platform, body: { files } }),
  );
  return {
    ...result,
    files: result.files as unknown as DraftFiles,
    changes: result.changes as ConfigChange[],
    problems: result.problems as StudioProblem[],
  };
}

export type StudioImport = Awaited<ReturnType<typeof postStudioImport>>;

/** The import check as one submit at a time (a second pick while one is read is dropped). */
export const useImportMutation = () =>
  useWriteMutation({
    mutationKey: studioKeys.write.import,
    mutationFn: (files: Record<string, string>) => postStudioImport(files),
  });
