/**
 * TanStack Query keys read by more than one feature (docs/architecture.md "API calls"): a
 * feature's own keys live in its `api/query-keys.ts`; these are the data several features show
 * or change, so a write in one refreshes the readers in the others. Keys are named in modules,
 * not derived from the spec (openapi-react-query): its fetchers would skip `call()` (the
 * unwrapped `result`, cancelled requests) and `useWriteMutation` (one submit at a time, the
 * Idempotency-Key), and some reads are not one endpoint (popup steps, the rolling counter).
 */

/** Listings: the list (rooms), the form (room-form) and the writes of both. */
export const listingKeys = {
  all: ['room'] as const,
  list: (q: object) => ['room', 'dabang-list', q] as const,
  detail: (roomId: string) => ['room', 'detail', roomId] as const,
  /** The listing statistics page: under `all`, so every listing write refreshes it. */
  stats: (q: object) => ['room', 'stats', q] as const,
};

/** The dashboard counts (listings, gongsil, inquiries), also the header's unread badge. */
export const dashboardKeys = {
  summary: ['dashboard', 'summary'] as const,
};

/** The penalty rows and the restriction in force: the reports dialog and every restriction popup. */
export const penaltyKeys = {
  all: ['kiso-report', 'penalty'] as const,
};

/** Legal districts (법정동) the address search finds: the room form and the gongsil filters. */
export const districtKeys = {
  search: (q: object) => ['address', 'districts', q] as const,
};

/** One gongsil room: the gongsil dialog (claim, release) and the listing form filled from it. */
export const gongsilRoomKeys = {
  detail: (roomId: number) => ['gongsil', 'room', roomId] as const,
};
