/**
 * Query keys of the listing data, shared by the screens that read listings (list, form,
 * dashboard counts) and the writes that change them, so a write refreshes every reader.
 */
export const listingKeys = {
  all: ['room'] as const,
  list: (q: object) => ['room', 'dabang-list', q] as const,
  detail: (roomId: string) => ['room', 'detail', roomId] as const,
};

/** The dashboard summary holds the listing counts too. */
export const dashboardSummaryKey = ['dashboard', 'summary'] as const;
