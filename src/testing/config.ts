// Tests that need a published config version: edit a copy of the built-in files, and the page
// renders with the overlay those edits make (as GET /config would serve it). Reset after each
// test by setup-tests.ts.
import { stopConfigPolling } from '@/lib/config/load-config';
import { BUILT_IN, setActiveSnapshot, type ConfigSnapshot } from '@/lib/config/store';
import { builtInCopy, CONFIG_SCHEMAS } from '@config/files';
import type { Overlay } from '@config/overlay';
import { diffOverlay } from '@config/overlay-diff';
import { STAFF_FILES } from '@config/registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests edit any file's shape
type Files = Record<string, any>;

/** The snapshot of a version whose files are the built-in ones changed by `edit`. */
export function versionWith(
  version: number,
  edit: (files: Files) => void,
  conditions: ConfigSnapshot['conditions'] = {},
): ConfigSnapshot {
  const base = builtInCopy() as Files;
  const next = structuredClone(base);
  edit(next);
  const overlay: Record<string, Overlay[string]> = {};
  for (const name of STAFF_FILES) {
    const ops = diffOverlay(CONFIG_SCHEMAS[name], base[name], next[name]);
    if (ops.length) overlay[name] = ops;
  }
  return { version, overlay, conditions };
}

/** Renders with a published version made by `edit` (returns it). */
export function publishForTest(
  edit: (files: Files) => void,
  conditions?: ConfigSnapshot['conditions'],
  version = 1,
): ConfigSnapshot {
  const snapshot = versionWith(version, edit, conditions);
  setActiveSnapshot(snapshot);
  return snapshot;
}

/**
 * The built-in config and no version polling: a test that renders the shell starts the polling
 * (its first path loads the version), and in a worker that runs many files in one module graph
 * its timer went on asking GET /config in the tests of later files.
 */
export function resetConfig(): void {
  stopConfigPolling();
  setActiveSnapshot(BUILT_IN);
}
