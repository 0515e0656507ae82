// Who may call each operation: the `x-roles` list of spec/openapi.yaml (its description says
// what each role means). Read once when the app starts; a missing or unknown role, or a list
// that disagrees with the operation's `security`, stops the start.
//
// Two kinds of role share the list: the caller's kind of account (guest, broker, master, staff;
// every session has one) and the studio roles a staff account holds (viewer, editor, publisher,
// approver; one or more). An operation that lists studio roles admits a staff account holding
// one of them; `staff` admits every staff account.
import { MSG } from './errors.ts';

export const CALLER_ROLES = ['guest', 'broker', 'master', 'staff'] as const;
export const STAFF_ROLES = ['viewer', 'editor', 'publisher', 'approver'] as const;
export const ROLES = [...CALLER_ROLES, ...STAFF_ROLES] as const;
export type Role = (typeof ROLES)[number];
/** The kind of account of a signed-in caller. */
export type CallerRole = Exclude<(typeof CALLER_ROLES)[number], 'guest'>;
/** A role of a staff account in the studio. */
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (r: unknown): r is StaffRole => STAFF_ROLES.includes(r as StaffRole);

/** How the studio names each staff role (403 messages, the studio's own screens). */
export const STAFF_ROLE_NAMES: Readonly<Record<StaffRole, string>> = {
  viewer: '열람',
  editor: '편집',
  publisher: '게시',
  approver: '승인',
};

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
      if (roles.has('staff') && STAFF_ROLES.some((r) => roles.has(r)))
        throw new Error(`${where}: x-roles lists staff (every staff account) or studio roles`);
      out.set(op.operationId, roles);
    }
  return out;
}

/** Whether a signed-in caller (its kind of account and, for staff, its studio roles) may call. */
export function admits(
  roles: ReadonlySet<Role>,
  caller: { role: CallerRole; staffRoles?: readonly StaffRole[] },
): boolean {
  if (roles.has(caller.role)) return true;
  return caller.role === 'staff' && (caller.staffRoles ?? []).some((r) => roles.has(r));
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

/** A staff account without the studio role an operation needs: which roles would do. */
export const staffRoleMsg = (roles: ReadonlySet<Role>) =>
  `이 작업은 ${STAFF_ROLES.filter((r) => roles.has(r))
    .map((r) => STAFF_ROLE_NAMES[r])
    .join('·')} 권한이 있는 스태프 계정만 할 수 있습니다.`;

/** The Korean 403 message for a signed-in caller whose role is not in `roles`. */
export function forbiddenMsg(roles: ReadonlySet<Role>, caller: CallerRole): string {
  if (roles.has('master') && !roles.has('broker') && caller !== 'staff')
    return FORBIDDEN.masterOnly;
  if ((roles.has('broker') || roles.has('master')) && caller === 'staff')
    return FORBIDDEN.officeOnly;
  if (caller === 'staff' && STAFF_ROLES.some((r) => roles.has(r))) return staffRoleMsg(roles);
  return FORBIDDEN.other;
}
