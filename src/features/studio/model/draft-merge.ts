import { CONFIG_SCHEMAS } from '@config/files';
import { mergeThreeWay } from '@config/overlay-merge';
import { STAFF_FILES } from '@config/registry';
import type { DraftFiles } from './studio-section';

/**
 * The files to keep editing after a save the server merged onto a newer version: the merged
 * files, with the edits staff made while the save was under way put back on top (the kernel's
 * field-by-field merge; an edit made meanwhile is newer than anything the save sent, so it wins).
 */
export function keepEditsSince(
  sent: DraftFiles,
  latest: DraftFiles,
  merged: DraftFiles,
): DraftFiles {
  if (sent === latest) return merged;
  const out = { ...merged };
  for (const name of STAFF_FILES) {
    if (sent[name] === latest[name]) continue;
    const r = mergeThreeWay(
      CONFIG_SCHEMAS[name],
      sent[name],
      latest[name],
      merged[name],
      () => 'mine',
    );
    (out as Record<string, unknown>)[name] = r.merged;
  }
  return out;
}
