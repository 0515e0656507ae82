/** The rooms feature's TanStack Query keys (docs/architecture.md "API calls"); its list is read
 * with the shared `listingKeys` (src/api/query-keys.ts). */
export const roomsKeys = {
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    startAd: ['rooms', 'write', 'start-ad'] as const,
    endAd: ['rooms', 'write', 'end-ad'] as const,
    delete: ['rooms', 'write', 'delete'] as const,
    bulk: ['rooms', 'write', 'bulk'] as const,
    reAdvertise: ['rooms', 'write', 're-advertise'] as const,
    status: ['rooms', 'write', 'status'] as const,
  },
};
