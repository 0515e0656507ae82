/** The popups feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const popupKeys = {
  /** What a chain step loads, once per entry to the chain's path (`entry` counts them). */
  step: (type: string, stepId: string, entry: number) => ['popups', type, stepId, entry] as const,
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    setRole: ['popups', 'write', 'set-role2'] as const,
  },
};
