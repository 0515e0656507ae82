/** The auth feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const authKeys = {
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    login: ['auth', 'write', 'login'] as const,
    findPassword: ['auth', 'write', 'find-password'] as const,
    passwordReset: ['auth', 'write', 'password-reset'] as const,
    staffInvite: ['auth', 'write', 'staff-invite'] as const,
    joinConsult: ['auth', 'write', 'join-consult'] as const,
    consultRequest: ['auth', 'write', 'consult-request'] as const,
  },
};
