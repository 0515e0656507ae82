/** The reports feature's TanStack Query keys (docs/architecture.md "API calls"); the penalty
 * rows are shared (`penaltyKeys`, src/api/query-keys.ts). */
export const reportKeys = {
  detail: (inflowType: string) => ['reports', 'agent-treat', 'detail', inflowType] as const,
  /** Every page of the handled reports. */
  completeLists: () => ['reports', 'agent-treat', 'complete'] as const,
  complete: (page: number, limit: number) =>
    ['reports', 'agent-treat', 'complete', page, limit] as const,
  /** The broker's objections, with staff's status and answer. */
  objections: () => ['reports', 'objections'] as const,
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    treat: ['reports', 'write', 'agent-treat'] as const,
    objection: ['reports', 'write', 'objection'] as const,
    objectionPhoto: ['reports', 'write', 'objection-photo'] as const,
  },
};
