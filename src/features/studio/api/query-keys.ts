/** The studio feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const studioKeys = {
  draft: () => ['studio', 'draft'] as const,
  version: (version: number) => ['studio', 'version', version] as const,
  /** Every page of the version history. */
  versionLists: () => ['studio', 'versions'] as const,
  versions: (page: number) => ['studio', 'versions', page] as const,
  accounts: (q: string) => ['studio', 'accounts', q] as const,
  accountSession: (userId: number) => ['studio', 'account-session', userId] as const,
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    publish: ['studio', 'write', 'publish'] as const,
    rollback: ['studio', 'write', 'rollback'] as const,
  },
};
