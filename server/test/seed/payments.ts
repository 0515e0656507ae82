// The demo office of the payment journeys (issue 27 item 3; tests/e2e/payments.spec.ts and
// server/payments.test.ts): it pays, cancels and asks for receipts, so the other specs sharing
// one seeded server keep their numbers.
import type { Db } from '../../db/index.ts';
import { insertOffice } from './journeys.ts';

export const PAYMENT_ACCOUNTS: { email: string; what: string }[] = [
  { email: 'pay@demo.kr', what: '결제: 카드 결제, 영수증, 취소와 환불, 정기결제 자동 연장' },
];

export async function seedPayments(q: Db['query'], hash: string): Promise<void> {
  await insertOffice(q, hash, {
    n: 63,
    name: '마포합정공인중개사사무소',
    email: 'pay@demo.kr',
    facename: '결제해',
    phone: '010-6363-6300',
    phoneVerified: true,
  });
}
