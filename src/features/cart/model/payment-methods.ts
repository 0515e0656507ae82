import type { Schema } from '@/api/types';

export type PaymentMethod = Schema<'PaymentMethod'>;

/** The methods checkout offers, in the order shown (card first, the default). */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'CARD',
  'BANK_TRANSFER',
  'VIRTUAL_ACCOUNT',
];
