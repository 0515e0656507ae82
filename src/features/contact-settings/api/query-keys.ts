/** The contact-settings feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const contactSettingsKeys = {
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    contactMethods: ['contact-settings', 'write', 'contact-methods'] as const,
    deleteContact: ['contact-settings', 'write', 'delete-contact'] as const,
  },
};
