// Which changes between two versions of spec/openapi.yaml break a client (scripts/spec-diff.ts).
// api-smart-diff (a maintained OpenAPI 3 diff that reads 3.1 and resolves $refs) finds and
// classifies the changes: removed operations and parameters, new required parameters or body
// properties, removed enum values and tighter limits on what a request may send, and so on. Three
// rules of this project sit on top, where the library counts a change compatible that breaks our
// clients:
// - a property removed from a request body or a response breaks (a renamed one is removed and
//   added): request bodies refuse unknown properties (additionalProperties: false) and the SPA's
//   generated types read response properties;
// - a changed `type` breaks unless it widens what a request accepts or narrows what a response
//   gives (the library calls any parameter's type change compatible, and `string` →
//   `[string, "null"]` in a body breaking);
// - a role taken out of an operation's `x-roles` breaks: its callers get 403.
// Only changes under `paths` count: a component matters through the operations that use it, and
// the library reports each change there too. Examples are documentation and never break.
// A new enum value in an answer breaks (the library's rule): a client may not know what to show
// for it.
import { apiDiff } from 'api-smart-diff';

export interface SpecChange {
  /** `GET /room/dabang-list`, or the path alone for a change to the path item. */
  operation: string;
  description: string;
  /** JSON pointer into the newer document (the older one for a removal). */
  pointer: string;
  breaking: boolean;
}

type Diff = ReturnType<typeof apiDiff>[number];
type Json = Record<string, unknown>;

const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

const typesOf = (t: unknown) =>
  new Set((Array.isArray(t) ? t : [t]).filter((x): x is string => typeof x === 'string'));
// What `wide` accepts includes all `narrow` does (an integer is a number).
const covers = (wide: Set<string>, narrow: Set<string>) =>
  [...narrow].every((t) => wide.has(t) || (t === 'integer' && wide.has('number')));

const inRequest = (path: readonly unknown[]) =>
  path.includes('parameters') || path.includes('requestBody');
const inResponse = (path: readonly unknown[]) => path.includes('responses');

function operationOf(path: readonly unknown[]): string {
  const [, route, method] = path;
  return typeof method === 'string' && METHODS.has(method)
    ? `${method.toUpperCase()} ${String(route)}`
    : String(route);
}

const pointerOf = (path: readonly unknown[]) =>
  '/' + path.map((p) => String(p).replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function rolesAt(doc: Json, path: readonly unknown[]): Set<string> {
  const item = (doc.paths as Json | undefined)?.[String(path[1])] as Json | undefined;
  const roles = (item?.[String(path[2])] as Json | undefined)?.['x-roles'];
  return new Set(Array.isArray(roles) ? roles.map(String) : []);
}

/** The project's rules for a change the library may have classified otherwise (above). */
function breaks(d: Diff): boolean {
  const path = d.path;
  const key = path[path.length - 1];
  const parentKey = path[path.length - 2];
  if (d.action === 'remove' && parentKey === 'properties' && (inRequest(path) || inResponse(path)))
    return true;
  if (key === 'type' && d.action === 'replace' && (inRequest(path) || inResponse(path))) {
    const was = typesOf(d.before);
    const now = typesOf(d.after);
    return inRequest(path) ? !covers(now, was) : !covers(was, now);
  }
  return d.type === 'breaking';
}

/** Every change under `paths` from `before` to `after` (parsed documents), breaking ones first. */
export function specChanges(before: Json, after: Json): SpecChange[] {
  const changes: SpecChange[] = [];
  const rolesSeen = new Set<string>();
  const seen = new Set<string>();
  for (const d of apiDiff(before, after)) {
    if (d.path[0] !== 'paths' || d.path.includes('example') || d.path.includes('examples'))
      continue;
    const operation = operationOf(d.path);
    const rolesIndex = d.path.indexOf('x-roles');
    if (rolesIndex >= 0) {
      // The library compares the list item by item; compared as a set here, once per operation.
      if (rolesSeen.has(operation)) continue;
      rolesSeen.add(operation);
      const was = rolesAt(before, d.path);
      const now = rolesAt(after, d.path);
      const removed = [...was].filter((r) => !now.has(r));
      const added = [...now].filter((r) => !was.has(r));
      if (!removed.length && !added.length) continue; // reordered
      changes.push({
        operation,
        description: [
          removed.length ? `[Removed] x-roles ${removed.join(', ')}` : '',
          added.length ? `[Added] x-roles ${added.join(', ')}` : '',
        ]
          .filter(Boolean)
          .join('; '),
        pointer: pointerOf(d.path.slice(0, rolesIndex + 1)),
        breaking: removed.length > 0,
      });
      continue;
    }
    const change = {
      operation,
      description: d.description ?? `[${d.action}] ${d.path.slice(3).join('.')}`,
      pointer: pointerOf(d.path),
      breaking: breaks(d),
    };
    // One line per kind of change (an enum with three values replaced is one change).
    const line = `${change.breaking} ${operation} ${change.description}`;
    if (seen.has(line)) continue;
    seen.add(line);
    changes.push(change);
  }
  return changes.sort((a, b) => Number(b.breaking) - Number(a.breaking));
}
