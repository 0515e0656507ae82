import { builtInFiles, CONFIG_SCHEMAS } from '@config/files';
import type { Overlay, OverlayOp } from '@config/overlay';
import { diffOverlay } from '@config/overlay-diff';
import { STAFF_FILES } from '@config/registry';
import type { DraftFiles } from '../../../model/studio-section';

/**
 * What the draft changes over the files this build ships, per file: the overlay a published
 * version would store, in the form GET /config serves a version (the preview frame applies it
 * over the same built-in files).
 */
export function draftOverlay(files: DraftFiles): Overlay {
  const base = builtInFiles();
  const out: Record<string, OverlayOp[]> = {};
  for (const name of STAFF_FILES) {
    const ops = diffOverlay(CONFIG_SCHEMAS[name], base[name], files[name]);
    if (ops.length) out[name] = ops;
  }
  return out;
}
