/** The intro feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const introKeys = {
  /** The text notices the service page lists. */
  notices: () => ['intro', 'notices'] as const,
};
