import type { InquiryTab } from './get-inquiry-list';

/** The inquiry feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const inquiryKeys = {
  /** Every list page of a channel (not its details). */
  lists: (tab: InquiryTab) => ['inquiry', tab, 'list'] as const,
  list: (tab: InquiryTab, page: number) => ['inquiry', tab, 'list', page] as const,
  detail: (tab: InquiryTab, inquiryId: number) => ['inquiry', tab, 'detail', inquiryId] as const,
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    read: ['inquiry', 'write', 'read'] as const,
    answer: (tab: InquiryTab, inquiryId: number) =>
      ['inquiry', 'write', 'answer', tab, inquiryId] as const,
  },
};
