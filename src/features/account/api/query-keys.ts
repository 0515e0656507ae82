/** The account feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const accountKeys = {
  /** The office's people (소속 직원 관리). */
  staff: () => ['account', 'staff'] as const,
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    password: ['account', 'write', 'password'] as const,
    withdraw: ['account', 'write', 'withdraw'] as const,
    verifyTelRequest: ['account', 'write', 'verify-tel-request'] as const,
    verifyTelConfirm: ['account', 'write', 'verify-tel-confirm'] as const,
    staffInvite: ['account', 'write', 'staff-invite'] as const,
    staffReinvite: ['account', 'write', 'staff-reinvite'] as const,
    staffChange: ['account', 'write', 'staff-change'] as const,
    staffRemove: ['account', 'write', 'staff-remove'] as const,
  },
};
