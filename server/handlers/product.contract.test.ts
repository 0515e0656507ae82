// @vitest-environment node
// Contract of tag "product" (server/test/contract.ts). The master's one accepted order is a case
// that reads the products in use before it and the payment list after it; the other orders are
// refused and store nothing.
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  future,
  requestExample,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('product');

/** An order of one line of the product type, 30 days from `future` unless changed. */
const order = (line: Record<string, unknown>, more: Record<string, unknown> = {}) => ({
  items: [{ type: 0, day: 30, quantity: 1, periodFrom: future, ...line }],
  agreePaidTerms: true,
  ...more,
});

describe('contract: tag product', () => {
  contractCases(file, [
    {
      op: 'getProductOptions',
      as: 'master',
      url: '/product/options/subway',
      check: (r) => expect(r.length).toBeGreaterThan(3),
    },
    { op: 'getProductOptions', as: 'master', url: '/product/options/moon', status: 400 },
    // Office-wide product calls are for the master account only.
    { op: 'getProductUsing', as: 'sub', url: '/product/using', status: 403 },
    { op: 'getPaymentList', as: 'sub', url: '/product/payment-list', status: 403 },
    {
      op: 'postProductOrder',
      as: 'sub',
      url: '/product/order',
      body: order({ quantity: 10 }),
      status: 403,
    },
    {
      name: 'postProductOrder refuses a product without its option',
      op: 'postProductOrder',
      as: 'master',
      url: '/product/order',
      body: order({ type: 1 }),
      status: 400,
    },
    {
      name: 'postProductOrder refuses a period the product does not sell',
      op: 'postProductOrder',
      as: 'master',
      url: '/product/order',
      body: order({ day: 45 }),
      status: 400,
    },
    {
      name: 'postProductOrder refuses a start in the past',
      op: 'postProductOrder',
      as: 'master',
      url: '/product/order',
      body: order({ periodFrom: '2020-01-01' }),
      status: 400,
    },
    {
      name: 'postProductOrder refuses a client total',
      op: 'postProductOrder',
      as: 'master',
      url: '/product/order',
      body: order({ total: 1 }),
      status: 400,
    },
    {
      name: 'postProductOrder refuses an order without the paid terms',
      op: 'postProductOrder',
      as: 'master',
      url: '/product/order',
      body: order({}, { agreePaidTerms: false }),
      status: 400,
    },
    {
      // The price the broker saw (expectedTotal) differs from the catalogue's: 409 with the line.
      name: 'postProductOrder answers a changed price with 409 and the line',
      op: 'postProductOrder',
      as: 'master',
      url: '/product/order',
      body: order({ expectedTotal: 1 }, { configVersion: 0 }),
      status: 409,
      check: (r) => expect(r.lines).toEqual([{ index: 0, expected: 1, actual: 3300 }]),
    },
    {
      name: "the master's order adds its lines to the products in use and the payment list",
      given: [
        {
          op: 'getProductUsing',
          as: 'master',
          url: '/product/using',
          check: (r) => expect(r.length).toBe(3),
        },
      ],
      op: 'postProductOrder',
      as: 'master',
      url: '/product/order',
      body: {
        items: [
          { type: 0, day: 30, quantity: 10, periodFrom: future },
          { type: 1, day: 90, quantity: 1, periodFrom: future, optionId: 2 },
          { type: 26, day: 'regular_90', quantity: 1, periodFrom: future },
        ],
        agreePaidTerms: true,
      },
      // 3300*10 + 90000 + (330000 - 5%)
      check: (r) => expect(r.total).toBe(33000 + 90000 + 313500),
      then: [
        {
          op: 'getProductUsing',
          as: 'master',
          url: '/product/using',
          check: (r) => expect(r.length).toBe(6),
        },
        {
          op: 'getPaymentList',
          as: 'master',
          url: '/product/payment-list?page=1&limit=10',
          check: (r) => {
            expect(r.total).toBe(2);
            expect(r.orders[0].lines).toHaveLength(3);
            expect(r.orders[0].discountTotal).toBe(16500);
            expect(r.orders[0].lines[2].day).toBe('regular_90');
          },
        },
      ],
    },
    { op: 'getProductOrder', as: 'serve', url: '/product/order/1', status: 404 },
    {
      op: 'getProductOrder',
      as: 'master',
      url: '/product/order/1',
      check: (r) =>
        expect(r.lines.map((l: { optionName: string | null }) => l.optionName)).toEqual([
          null,
          '신림동',
          '신림역',
        ]),
    },
    { op: 'getProductOrder', as: 'master', url: '/product/order/0', status: 400 },
    {
      name: 'a paid order is cancelled in full before its start, and the refund is in the history',
      given: [
        {
          op: 'postProductOrder',
          as: 'master',
          url: '/product/order',
          body: order({ quantity: 2 }, { paymentMethod: 'CARD' }),
          check: (r) =>
            expect(r).toMatchObject({ status: 'PAID', payment: { status: 'APPROVED' } }),
          keep: (r) => ({ order: r.orderId }),
        },
        {
          op: 'getOrderRefundQuote',
          as: 'master',
          url: '/product/order/{order}/refund',
          check: (r) => expect(r.lines[0]).toMatchObject({ kind: 'FULL', amount: 6600 }),
          keep: (r) => ({ line: r.lines[0].lineId }),
        },
      ],
      op: 'postOrderRefund',
      as: 'master',
      url: '/product/order/{order}/refund',
      body: (ids: Record<string, number>) => ({ lineIds: [ids.line] }),
      check: (r) => expect(r.amount).toBe(6600),
      then: [
        {
          op: 'getProductOrder',
          as: 'master',
          url: '/product/order/{order}',
          check: (r) => {
            expect(r.refunds).toHaveLength(1);
            expect(r.lines[0].status).toBe('CANCELLED');
          },
        },
        {
          op: 'postOrderRefund',
          as: 'master',
          url: '/product/order/{order}/refund',
          body: (ids: Record<string, number>) => ({ lineIds: [ids.line] }),
          status: 409,
        },
        {
          op: 'postOrderReceipt',
          as: 'master',
          url: '/product/order/{order}/receipt',
          body: requestExample('postOrderReceipt'),
          check: (r) => expect(r).toMatchObject({ kind: 'TAX_INVOICE', status: 'REQUESTED' }),
        },
      ],
    },
    { op: 'getOrderRefundQuote', as: 'sub', url: '/product/order/1/refund', status: 403 },
    {
      op: 'postOrderReceipt',
      as: 'master',
      url: '/product/order/999999/receipt',
      body: requestExample('postOrderReceipt'),
      status: 404,
    },
    {
      name: 'a forged payment callback is refused',
      op: 'postPaymentCallback',
      url: '/product/payment/callback',
      body: requestExample('postPaymentCallback'),
      status: 400,
    },
    {
      name: 'the regular payment bought above can be paused',
      given: [
        {
          op: 'getRegularPayments',
          as: 'master',
          url: '/product/regular',
          check: (r) => expect(r[0]).toMatchObject({ day: 'regular_90', autoRenew: 'ON' }),
          keep: (r) => ({ reg: r[0].lineId }),
        },
      ],
      op: 'putRegularPayment',
      as: 'master',
      url: '/product/regular/{reg}',
      body: requestExample('putRegularPayment'),
      check: (r) => expect(r).toMatchObject({ autoRenew: 'PAUSED', nextChargeOn: null }),
    },
    {
      op: 'putRegularPayment',
      as: 'master',
      url: '/product/regular/999999',
      body: requestExample('putRegularPayment'),
      status: 404,
    },
  ]);

  requiresSession(file, 'product');
  requiresAppPlatform(file, 'product');
});
