import { changeList } from '@config/change-list';
import { STAFF_FILES, type StaffConfigName } from '@config/registry';
import type { StudioFiles } from '../../model/studio-section';

/** One item a draft changes that can go out on its own (a product, a menu item, a popup step). */
export interface ChangedItem {
  file: StaffConfigName;
  /** Keyed pointer of the item: the change's path up to its last element with identity. */
  path: string;
  /** The item's name (its `x-label` field), or its keyed pointer when it has none. */
  name: string;
}

const KEYED = /\[(?:key|id)=[^\]]*\]/g;

/** The items the draft changes over the active version, each once, in the order of the files. */
export function changedItems(active: StudioFiles, draft: StudioFiles): ChangedItem[] {
  const out = new Map<string, ChangedItem>();
  for (const file of STAFF_FILES)
    for (const c of changeList(file, active[file], draft[file])) {
      const last = [...c.path.matchAll(KEYED)].at(-1);
      if (!last) continue;
      const path = c.path.slice(0, last.index + last[0].length);
      const key = `${file}#${path}`;
      if (!out.has(key)) out.set(key, { file, path, name: c.names[path] ?? path });
    }
  return [...out.values()];
}
