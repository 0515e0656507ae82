// What a staff member may do: every broker call, except those the spec keeps for the office's
// master (x-roles lists master and not broker: ordering, products in use, payments, the
// e-contract application, contacts and staff; decisions A-80). Read from the spec the server
// runs, so the list the master sees is the one the role gate enforces.
import { operationRoles, type Role } from '../lib/roles.ts';
import { loadSpec } from '../lib/spec.ts';

let cached: string[] | undefined;

export function masterOnlyOperations(roles?: Map<string, ReadonlySet<Role>>): string[] {
  if (!roles && cached) return cached;
  const all = roles ?? operationRoles(loadSpec());
  const ids = [...all]
    .filter(([, r]) => r.has('master') && !r.has('broker'))
    .map(([id]) => id)
    .sort();
  if (!roles) cached = ids;
  return ids;
}
