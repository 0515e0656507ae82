import type { InquiryListQuery, InquiryTab } from './get-inquiry-list';

/** The inquiry feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const inquiryKeys = {
  /** Every list page of a channel (not its details). */
  lists: (tab: InquiryTab) => ['inquiry', tab, 'list'] as const,
  list: (tab: InquiryTab, q: InquiryListQuery) => ['inquiry', tab, 'list', q] as const,
  detail: (tab: InquiryTab, inquiryId: number) => ['inquiry', tab, 'detail', inquiryId] as const,
  /** The office's 48-hour answer rate (both channels). */
  stats: ['inquiry', 'stats'] as const,
  templates: ['inquiry', 'templates'] as const,
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    read: ['inquiry', 'write', 'read'] as const,
    answer: (tab: InquiryTab, inquiryId: number) =>
      ['inquiry', 'write', 'answer', tab, inquiryId] as const,
    templateAdd: ['inquiry', 'write', 'template-add'] as const,
    templateEdit: ['inquiry', 'write', 'template-edit'] as const,
    templateDelete: ['inquiry', 'write', 'template-delete'] as const,
  },
};
