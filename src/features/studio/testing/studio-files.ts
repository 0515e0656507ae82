import { builtInCopy } from '@config/files';
import type { StudioFiles } from '../model/studio-section';

/** A fresh, writable copy of every config file as this build ships it, as a section reads them. */
export const studioFiles = (): StudioFiles => builtInCopy() as unknown as StudioFiles;
