/** The sign feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const signKeys = {
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    apply: ['sign', 'write', 'apply'] as const,
  },
};
