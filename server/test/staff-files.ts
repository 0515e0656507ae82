// The files staff edit in the studio (config/registry.ts STAFF_FILES), as this build ships them:
// a draft body for studio tests to change.
/* eslint-disable @typescript-eslint/no-explicit-any -- tests change the files loosely */
import { builtInCopy } from '../../config/files.ts';
import { STAFF_FILES } from '../../config/registry.ts';

export function staffFiles(): Record<string, any> {
  const all = builtInCopy() as Record<string, any>;
  return Object.fromEntries(STAFF_FILES.map((n) => [n, all[n]]));
}
