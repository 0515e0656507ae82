// Who may call each operation: the `x-roles` list of spec/openapi.yaml (its description says
// what each role means). Read once when the app starts; a missing or unknown role, or a list
// that disagrees with the operation's `security`, stops the start.
import { MSG } from './errors.ts';

export const ROLES = ['guest', 'broker', 'master', 'staff'] as const;
export type Role = (typeof ROLES)[number];
/** The role of a signed-in caller. */
export type CallerRole = Exclude<Role, 'guest'>;

interface SpecOperation {
  operationId?: string;
  security?: unknown[];
  'x-roles'?: unknown;
}

/** operationId → the roles that may call it. */
export function operationRoles(spec: Record<string, unknown>): Map<string, ReadonlySet<Role>> {
  const out = new Map<string, ReadonlySet<Role>>();
  const paths = spec.paths as Record<string, Record<string, SpecOperation>>;
  for (const [p, item] of Object.entries(paths))
    for (const [method, op] of Object.entries(item)) {
      if (!op.operationId) continue;
      const where = `${method.toUpperCase()} ${p} (${op.operationId})`;
      const list = op['x-roles'];
      if (!Array.isArray(list) || list.length === 0)
        throw new Error(`${where}: x-roles must list who may call it`);
      for (const r of list)
        if (!ROLES.includes(r as Role)) throw new Error(`${where}: unknown role ${String(r)}`);
      const roles = new Set(list as Role[]);
      // `security: []` is what clients and the API reference read: it must say the same.
      const open = Array.isArray(op.security) && op.security.length === 0;
      if (roles.has('guest') !== open)
        throw new Error(`${where}: x-roles lists guest exactly when security is []`);
      out.set(op.operationId, roles);
    }
  return out;
}

export const FORBIDDEN = {
  /** Office-wide calls (orders, payment history, products in use) by anyone but the master. */
  masterOnly: MSG.masterOnly,
  /** Broker calls by a product staff account. */
  officeOnly:
    '중개사무소 계정으로만 이용할 수 있습니다. 상품 운영 스태프 계정으로는 이용할 수 없습니다.',
  /** Studio calls by a broker, and any other refusal. */
  other: '권한이 없습니다.',
} as const;

/** The Korean 403 message for a signed-in caller whose role is not in `roles`. */
export function forbiddenMsg(roles: ReadonlySet<Role>, caller: CallerRole): string {
  if (roles.has('master') && !roles.has('broker') && caller !== 'staff')
    return FORBIDDEN.masterOnly;
  if ((roles.has('broker') || roles.has('master')) && caller === 'staff')
    return FORBIDDEN.officeOnly;
  return FORBIDDEN.other;
}
