import type { OptionKind } from '../model/types';

/** The cart feature's TanStack Query keys (docs/architecture.md "API calls"). */
export const cartKeys = {
  all: ['cart'] as const,
  using: () => ['cart', 'using'] as const,
  /** Every page of the payment list. */
  paymentLists: () => ['cart', 'payment-list'] as const,
  paymentList: (page: number, limit: number) => ['cart', 'payment-list', page, limit] as const,
  order: (orderId: number) => ['cart', 'order', orderId] as const,
  refundQuote: (orderId: number) => ['cart', 'refund-quote', orderId] as const,
  regular: () => ['cart', 'regular'] as const,
  options: (kind: OptionKind) => ['cart', 'options', kind] as const,
  /** Mutation keys: a second submit of one is dropped while the first runs (use-write-mutation.ts). */
  write: {
    order: ['cart', 'write', 'order'] as const,
    refund: ['cart', 'write', 'refund'] as const,
    receipt: ['cart', 'write', 'receipt'] as const,
    regular: ['cart', 'write', 'regular'] as const,
  },
};
