import { createContext, useContext } from 'react';
import type { StudioDraftApi } from './use-studio-draft';

/**
 * The draft hook of the studio screen, for the parts that act on the whole draft (save status,
 * publish, rollback) rather than editing one file through StudioSectionProps.
 */
export const StudioDraftContext = createContext<StudioDraftApi | null>(null);

export function useStudioDraftContext(): StudioDraftApi {
  const api = useContext(StudioDraftContext);
  if (!api) throw new Error('useStudioDraftContext outside the studio screen');
  return api;
}
