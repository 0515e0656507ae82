/** The account feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const accountKeys = {
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    password: ['account', 'write', 'password'] as const,
    withdraw: ['account', 'write', 'withdraw'] as const,
    verifyTelRequest: ['account', 'write', 'verify-tel-request'] as const,
    verifyTelConfirm: ['account', 'write', 'verify-tel-confirm'] as const,
  },
};
