// @vitest-environment node
// Paying through the payment adapter end to end on the server (issue 27 item 3): the sandbox
// approves, declines or times out as told; an order is paid only on approval; a callback the PG
// repeats pays once; refunds follow domain/refunds.ts and the catalogue's refundRule; receipts
// and regular payments. One app for the file (server/test/helpers.ts freshApp).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayKst } from './lib/format.ts';
import { sandboxPayments } from './lib/payments.ts';
import { apiCaller, freshApp, login, type App } from './test/helpers.ts';

const sandbox = sandboxPayments({ log: () => {} });
let app: App;
let cleanup: () => void;
let cookie: string;
let call: ReturnType<typeof apiCaller>;

const today = todayKst();
const inDays = (n: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Orders one 일반 올인원 line (3,300 원 × quantity for 30 days) with its own key. */
const order = (
  more: Record<string, unknown> = {},
  line: Record<string, unknown> = {},
  key = randomUUID(),
) =>
  call(
    'POST',
    '/product/order',
    cookie,
    {
      items: [{ type: 0, day: 30, quantity: 1, periodFrom: inDays(3), ...line }],
      agreePaidTerms: true,
      ...more,
    },
    { 'idempotency-key': key },
  );

const usingIds = async () =>
  ((await call('GET', '/product/using', cookie)).json.result as { id: number }[]).map((l) => l.id);
const orderOf = async (id: number) =>
  (await call('GET', `/product/order/${id}`, cookie)).json.result;
const sandboxRows = async (uidLike: string) =>
  app.db.query<{ kind: string; outcome: string }>(
    'SELECT kind, outcome FROM payment_sandbox_log WHERE merchant_uid LIKE $1 ORDER BY id',
    [uidLike],
  );
const merchantUid = async (orderId: number) =>
  (
    await app.db.query<{ merchant_uid: string }>(
      'SELECT merchant_uid FROM payments WHERE order_id = $1',
      [orderId],
    )
  )[0]!.merchant_uid;

beforeAll(async () => {
  ({ app, cleanup } = await freshApp('payments', undefined, { payments: sandbox }));
  cookie = await login(app, 'pay@demo.kr');
  call = apiCaller(app);
}, 120_000);
afterAll(async () => {
  await app?.close();
  cleanup?.();
});

describe('paying through the sandbox', () => {
  it('approves a card payment: the order is paid and its line held', async () => {
    const before = await usingIds();
    const r = await order();
    expect(r.status).toBe(200);
    expect(r.json.result).toMatchObject({
      total: 3300,
      status: 'PAID',
      payment: { method: 'CARD', status: 'APPROVED' },
    });
    expect((await usingIds()).length).toBe(before.length + 1);
    const o = await orderOf(r.json.result.orderId);
    expect(o).toMatchObject({ status: 'PAID', paymentMethod: 'CARD', paymentStatus: 'APPROVED' });
    expect(o.paidAt).not.toBeNull();
    expect(await sandboxRows(`ord${o.orderId}\\_%`)).toEqual([
      { kind: 'charge', outcome: 'approved' },
    ]);
  });

  it('a repeat of the same key answers the same order and charges once', async () => {
    const key = randomUUID();
    const first = await order({ paymentMethod: 'BANK_TRANSFER' }, {}, key);
    const again = await order({ paymentMethod: 'BANK_TRANSFER' }, {}, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json.result).toEqual(first.json.result);
    expect(await sandboxRows(`ord${first.json.result.orderId}\\_%`)).toHaveLength(1);
  });

  it('never marks a declined order paid, and holds none of its lines', async () => {
    const before = await usingIds();
    sandbox.respondNext('decline');
    const r = await order();
    expect(r.status).toBe(200);
    expect(r.json.result).toMatchObject({
      status: 'FAILED',
      payment: { status: 'DECLINED', message: expect.stringMatching(/거절/) },
    });
    expect(await usingIds()).toEqual(before);
    const o = await orderOf(r.json.result.orderId);
    expect(o.status).toBe('FAILED');
    expect(o.paidAt).toBeNull();
    expect(o.lines[0].status).toBe('VOID');
    // Nothing to refund or to issue a receipt for.
    expect((await call('GET', `/product/order/${o.orderId}/refund`, cookie)).status).toBe(409);
  });

  it('leaves a timed-out payment pending until the callback pays it, once', async () => {
    const before = await usingIds();
    sandbox.respondNext('timeout');
    const r = await order();
    expect(r.json.result).toMatchObject({ status: 'PENDING', payment: { status: 'PENDING' } });
    expect(await usingIds()).toEqual(before);
    const orderId = r.json.result.orderId as number;
    const uid = await merchantUid(orderId);
    const body = sandbox.callbackBody({ merchantUid: uid, status: 'APPROVED', amount: 3300 });
    const first = await call('POST', '/product/payment/callback', undefined, body);
    expect(first.json.result).toEqual({
      merchantUid: uid,
      status: 'APPROVED',
      orderStatus: 'PAID',
      applied: true,
    });
    // The PG repeats its callback: answered again, nothing paid twice.
    const repeat = await call('POST', '/product/payment/callback', undefined, body);
    expect(repeat.status).toBe(200);
    expect(repeat.json.result.applied).toBe(false);
    expect((await usingIds()).length).toBe(before.length + 1);
    const paid = await app.db.query(
      `SELECT 1 FROM payments WHERE order_id = $1 AND status = 'APPROVED'`,
      [orderId],
    );
    expect(paid).toHaveLength(1);
    // A different word on a settled payment is refused.
    const other = sandbox.callbackBody({ merchantUid: uid, status: 'DECLINED', amount: 3300 });
    expect((await call('POST', '/product/payment/callback', undefined, other)).status).toBe(409);
  });

  it('refuses a forged or altered callback, and one of another amount', async () => {
    sandbox.respondNext('timeout');
    const r = await order();
    const uid = await merchantUid(r.json.result.orderId);
    const good = sandbox.callbackBody({ merchantUid: uid, status: 'APPROVED', amount: 3300 });
    const forged = await call('POST', '/product/payment/callback', undefined, {
      ...good,
      amount: 1,
    });
    expect(forged.status).toBe(400);
    expect(forged.json.msg).toMatch(/서명/);
    const cheaper = sandbox.callbackBody({ merchantUid: uid, status: 'APPROVED', amount: 1 });
    expect((await call('POST', '/product/payment/callback', undefined, cheaper)).status).toBe(409);
    expect((await orderOf(r.json.result.orderId)).status).toBe('PENDING');
    // The PG's own decline after a time-out: failed, not paid.
    const declined = sandbox.callbackBody({ merchantUid: uid, status: 'DECLINED', amount: 3300 });
    const d = await call('POST', '/product/payment/callback', undefined, declined);
    expect(d.json.result.orderStatus).toBe('FAILED');
  });

  it('gives a virtual account to deposit into, paid when the deposit callback comes', async () => {
    const r = await order({ paymentMethod: 'VIRTUAL_ACCOUNT' });
    expect(r.json.result.status).toBe('PENDING');
    expect(r.json.result.payment.virtualAccount).toMatchObject({
      bank: expect.any(String),
      accountNumber: expect.stringMatching(/^\d+$/),
    });
    const uid = await merchantUid(r.json.result.orderId);
    const body = sandbox.callbackBody({ merchantUid: uid, status: 'APPROVED', amount: 3300 });
    await call('POST', '/product/payment/callback', undefined, body);
    expect((await orderOf(r.json.result.orderId)).status).toBe('PAID');
  });
});

describe('cancelling and refunding', () => {
  it('cancels a line not started yet in full; it is no longer in use', async () => {
    const r = await order({}, { quantity: 2 });
    const orderId = r.json.result.orderId as number;
    const quote = await call('GET', `/product/order/${orderId}/refund`, cookie);
    const line = quote.json.result.lines[0];
    expect(line).toMatchObject({ kind: 'FULL', amount: 6600, usedDays: 0, refundable: true });
    const key = randomUUID();
    const refund = () =>
      call(
        'POST',
        `/product/order/${orderId}/refund`,
        cookie,
        { lineIds: [line.lineId] },
        {
          'idempotency-key': key,
        },
      );
    const done = await refund();
    expect(done.json.result.amount).toBe(6600);
    // The same click again: the same answer, refunded once.
    expect((await refund()).json.result).toEqual(done.json.result);
    expect(await usingIds()).not.toContain(line.lineId);
    const o = await orderOf(orderId);
    expect(o.lines[0].status).toBe('CANCELLED');
    expect(o.refunds).toEqual([
      expect.objectContaining({ lineId: line.lineId, amount: 6600, kind: 'FULL' }),
    ]);
    // A new request to refund it again is refused.
    const twice = await call('POST', `/product/order/${orderId}/refund`, cookie, {
      lineIds: [line.lineId],
    });
    expect(twice.status).toBe(409);
    // The payment history shows it.
    const list = await call('GET', '/product/payment-list?page=1&limit=20', cookie);
    const inList = list.json.result.orders.find((x: { orderId: number }) => x.orderId === orderId);
    expect(inList.refunds[0].amount).toBe(6600);
  });

  it('refunds a started line pro rata by days; its period ends today', async () => {
    const r = await order({}, { quantity: 10, periodFrom: today });
    const orderId = r.json.result.orderId as number;
    const [line] = (await orderOf(orderId)).lines;
    const done = await call('POST', `/product/order/${orderId}/refund`, cookie, {
      lineIds: [line.id],
    });
    // 33,000 원 for 30 days, one used: 33,000 × 29 / 30 = 31,900.
    expect(done.json.result.refunds[0]).toMatchObject({
      kind: 'PRO_RATA',
      amount: 31_900,
      usedDays: 1,
    });
    const o = await orderOf(orderId);
    expect(o.lines[0]).toMatchObject({ status: 'REFUNDED', periodTo: today });
  });

  it('gives nothing back for a started product the catalogue says is spent (409)', async () => {
    // 확인매물 1회 (type 50): refundRule noneAfterStart in spec/config/products.json.
    const r = await order({}, { type: 50, quantity: 1, periodFrom: today });
    const orderId = r.json.result.orderId as number;
    const quote = await call('GET', `/product/order/${orderId}/refund`, cookie);
    expect(quote.json.result.lines[0]).toMatchObject({
      kind: 'NONE',
      amount: 0,
      refundable: false,
    });
    const [line] = (await orderOf(orderId)).lines;
    const refused = await call('POST', `/product/order/${orderId}/refund`, cookie, {
      lineIds: [line.id],
    });
    expect(refused.status).toBe(409);
    expect((await orderOf(orderId)).lines[0].status).toBe('PAID');
  });
});

describe('receipts and regular payments', () => {
  it("issues a 현금영수증 to the office's business number once", async () => {
    const r = await order();
    const orderId = r.json.result.orderId as number;
    const url = `/product/order/${orderId}/receipt`;
    const done = await call('POST', url, cookie, {
      kind: 'CASH_RECEIPT',
      businessNumber: '2148316355',
    });
    expect(done.json.result).toMatchObject({
      kind: 'CASH_RECEIPT',
      businessNumber: '214-83-16355',
      status: 'ISSUED',
      issueNo: expect.any(String),
    });
    expect((await orderOf(orderId)).receipt.status).toBe('ISSUED');
    const twice = await call('POST', url, cookie, {
      kind: 'TAX_INVOICE',
      businessNumber: '214-83-16355',
      email: 'pay@demo.kr',
    });
    expect(twice.status).toBe(409);
  });

  it('keeps a 세금계산서 requested, and needs an email for it', async () => {
    const r = await order();
    const url = `/product/order/${r.json.result.orderId}/receipt`;
    const noEmail = await call('POST', url, cookie, {
      kind: 'TAX_INVOICE',
      businessNumber: '214-83-16355',
    });
    expect(noEmail.status).toBe(400);
    const done = await call('POST', url, cookie, {
      kind: 'TAX_INVOICE',
      businessNumber: '214-83-16355',
      email: 'pay@demo.kr',
    });
    expect(done.json.result.status).toBe('REQUESTED');
  });

  it('pauses, resumes and stops the auto-renewal of a regular payment', async () => {
    await order({}, { type: 26, day: 'regular_30', quantity: 1 });
    const list = await call('GET', '/product/regular', cookie);
    const reg = list.json.result[0];
    expect(reg).toMatchObject({ day: 'regular_30', autoRenew: 'ON', amount: 110_000 });
    expect(reg.nextChargeOn).toBe(inDays(33));
    const put = (autoRenew: string) =>
      call('PUT', `/product/regular/${reg.lineId}`, cookie, { autoRenew });
    expect((await put('PAUSED')).json.result).toEqual({
      lineId: reg.lineId,
      autoRenew: 'PAUSED',
      nextChargeOn: null,
    });
    expect((await put('ON')).json.result.nextChargeOn).toBe(inDays(33));
    expect((await put('STOPPED')).json.result.autoRenew).toBe('STOPPED');
    expect((await put('ON')).status).toBe(409);
  });
});
