// Which fields the studio shows read-only: a schema node marked `"x-owner": "developer"` (or
// inside one) is wiring the code depends on, and the publish API refuses a change to it
// (config/ownership.ts). The editors ask here instead of keeping their own lists.
import { CONFIG_SCHEMAS } from '@config/files';
import { parsePointer } from '@config/keyed-pointer';
import { problemText } from '@config/problem-text';
import type { StaffConfigName } from '@config/registry';
import { annotation, childSchema, deref, type Schema } from '@config/schema-walk';

const owned = (root: Schema, node: Schema | undefined) =>
  annotation(root, node, 'x-owner') === 'developer';

/** Whether the field at a JSON pointer of a staff file, or an ancestor of it, is developer-owned. */
export function isDeveloperOwned(file: StaffConfigName, pointer: string): boolean {
  const root = CONFIG_SCHEMAS[file];
  let node = deref(root, root);
  if (owned(root, node)) return true;
  for (const s of parsePointer(pointer)) {
    // An index of a plain pointer names an array element: the schema's `items`.
    const segment = 'key' in s && /^\d+$/.test(s.key) && deref(root, node)?.items ? 0 : s;
    node = childSchema(root, node, segment);
    if (!node) return false;
    if (owned(root, node)) return true;
  }
  return false;
}

/** Said under a read-only field: the same words the publish API refuses a change with. */
export const developerOwnedNote = (): string => problemText('owner.developer');
