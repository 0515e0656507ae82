/** The room-form feature's TanStack Query keys (docs/architecture.md "API calls"); the listing it
 * edits is read with the shared `listingKeys` (src/api/query-keys.ts). */
export const roomFormKeys = {
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    register: ['room-form', 'write', 'register'] as const,
    edit: ['room-form', 'write', 'edit'] as const,
    photo: ['room-form', 'write', 'photo'] as const,
  },
};
