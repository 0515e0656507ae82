// Payment adapter, shaped like the SMS adapter (./sms.ts). The default is a local sandbox: it
// writes each request to payment_sandbox_log and answers as it is told (approve, decline or time
// out), so no money moves. A real PG plugs in by passing its own PaymentGateway to
// buildApp({ payments }): charge, refund and cash receipts, and checking that a callback (a
// webhook of the PG) is authentic. The server keeps its own record in payments and refunds
// (server/orders/payment-flow.ts); the gateway only answers.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/index.ts';

export type PaymentMethod = 'CARD' | 'BANK_TRANSFER' | 'VIRTUAL_ACCOUNT';

export interface ChargeRequest {
  /** The key the PG is given for this attempt; its callbacks name it. */
  merchantUid: string;
  amount: number;
  method: PaymentMethod;
  /** What the office sees on its statement ("일반 올인원 외 1건"). */
  orderName: string;
}

export interface VirtualAccount {
  bank: string;
  accountNumber: string;
  /** Deposit by this time (ISO), else the PG cancels it. */
  dueAt: string;
}

/** APPROVED: money taken. DECLINED: refused, nothing taken. PENDING: the outcome comes later
 * in a callback (a virtual account waiting for its deposit). */
export type ChargeResult =
  | { status: 'APPROVED'; providerRef: string }
  | { status: 'DECLINED'; message: string }
  | { status: 'PENDING'; providerRef: string; virtualAccount?: VirtualAccount };

/** The PG did not answer in time: the charge may or may not have happened, so the payment stays
 * PENDING until a callback settles it. */
export class PaymentTimeoutError extends Error {
  constructor() {
    super('payment gateway timed out');
  }
}

/** A PG's word on a payment, after its signature was checked. */
export interface PaymentCallback {
  merchantUid: string;
  status: 'APPROVED' | 'DECLINED';
  amount: number;
  providerRef: string;
}

export interface PaymentGateway {
  readonly name: string;
  /** Charges inside the caller's transaction (q); throws PaymentTimeoutError when the PG does not
   * answer in time. */
  charge(q: Db['query'], req: ChargeRequest): Promise<ChargeResult>;
  /** Gives back part or all of an approved payment. */
  refund(
    q: Db['query'],
    req: { merchantUid: string; providerRef: string | null; amount: number; reason: string },
  ): Promise<{ providerRef: string }>;
  /** Issues a 현금영수증 for the office's business number (지출증빙); returns its number. */
  issueCashReceipt(
    q: Db['query'],
    req: { merchantUid: string; amount: number; businessNumber: string },
  ): Promise<{ issueNo: string }>;
  /** The callback when its body and signature are the PG's; null otherwise. */
  verifyCallback(body: unknown): PaymentCallback | null;
}

export type SandboxOutcome = 'approve' | 'decline' | 'timeout';

export interface PaymentSandbox extends PaymentGateway {
  /** The answers to the next charges, in order (tests); after them, the default again. */
  respondNext(...outcomes: SandboxOutcome[]): void;
  /** A signed callback body, as the PG would post it. */
  callbackBody(c: Omit<PaymentCallback, 'providerRef'> & { providerRef?: string }): {
    merchantUid: string;
    status: 'APPROVED' | 'DECLINED';
    amount: number;
    providerRef: string;
    signature: string;
  };
}

const signatureOf = (secret: string, c: PaymentCallback) =>
  createHmac('sha256', secret)
    .update(`${c.merchantUid}|${c.status}|${c.amount}|${c.providerRef}`)
    .digest('hex');

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** Reads a callback body loosely: anything else is not the PG's. */
function callbackFields(body: unknown): (PaymentCallback & { signature: string }) | null {
  if (!body || typeof body !== 'object') return null;
  const b = body as Record<string, unknown>;
  if (
    typeof b.merchantUid !== 'string' ||
    (b.status !== 'APPROVED' && b.status !== 'DECLINED') ||
    typeof b.amount !== 'number' ||
    typeof b.providerRef !== 'string' ||
    typeof b.signature !== 'string'
  )
    return null;
  return {
    merchantUid: b.merchantUid,
    status: b.status,
    amount: b.amount,
    providerRef: b.providerRef,
    signature: b.signature,
  };
}

export interface SandboxOptions {
  /** The answer to a charge nobody told otherwise: env PAYMENT_SANDBOX_OUTCOME, else approve. */
  outcome?: SandboxOutcome;
  /** The callback signing secret: env PAYMENT_CALLBACK_SECRET, else one per process. */
  secret?: string;
  log?: (line: string) => void;
  now?: () => Date;
}

function envOutcome(): SandboxOutcome | undefined {
  const v = process.env.PAYMENT_SANDBOX_OUTCOME;
  return v === 'approve' || v === 'decline' || v === 'timeout' ? v : undefined;
}

export function sandboxPayments(opts: SandboxOptions = {}): PaymentSandbox {
  const secret =
    opts.secret ?? process.env.PAYMENT_CALLBACK_SECRET ?? randomBytes(32).toString('hex');
  const log = opts.log ?? ((l: string) => console.info(l));
  const now = opts.now ?? (() => new Date());
  const queue: SandboxOutcome[] = [];
  const record = async (
    q: Db['query'],
    kind: string,
    merchantUid: string,
    amount: number,
    outcome: string,
  ) => {
    await q(
      'INSERT INTO payment_sandbox_log (kind, merchant_uid, amount, outcome) VALUES ($1,$2,$3,$4)',
      [kind, merchantUid, amount, outcome],
    );
    log(`PAYMENT sandbox ${kind} uid=${merchantUid} amount=${amount} outcome=${outcome}`);
  };
  return {
    name: 'sandbox',
    respondNext(...outcomes) {
      queue.push(...outcomes);
    },
    callbackBody(c) {
      const full = { ...c, providerRef: c.providerRef ?? `sbx_${c.merchantUid}` };
      return { ...full, signature: signatureOf(secret, full) };
    },
    async charge(q, req) {
      const outcome = queue.shift() ?? opts.outcome ?? envOutcome() ?? 'approve';
      const providerRef = `sbx_${req.merchantUid}`;
      if (outcome === 'timeout') {
        await record(q, 'charge', req.merchantUid, req.amount, 'timeout');
        throw new PaymentTimeoutError();
      }
      if (outcome === 'decline') {
        await record(q, 'charge', req.merchantUid, req.amount, 'declined');
        return { status: 'DECLINED', message: '카드사에서 결제를 거절했습니다. (샌드박스)' };
      }
      if (req.method === 'VIRTUAL_ACCOUNT') {
        await record(q, 'charge', req.merchantUid, req.amount, 'waiting-deposit');
        const due = new Date(now().getTime() + 3 * 86_400_000);
        return {
          status: 'PENDING',
          providerRef,
          virtualAccount: {
            bank: '샌드박스은행',
            accountNumber: `9${req.merchantUid.replace(/\D/g, '').padStart(12, '0')}`,
            dueAt: due.toISOString(),
          },
        };
      }
      await record(q, 'charge', req.merchantUid, req.amount, 'approved');
      return { status: 'APPROVED', providerRef };
    },
    async refund(q, req) {
      await record(q, 'refund', req.merchantUid, req.amount, 'refunded');
      return { providerRef: `sbx_refund_${req.merchantUid}_${randomBytes(4).toString('hex')}` };
    },
    async issueCashReceipt(q, req) {
      await record(q, 'cash-receipt', req.merchantUid, req.amount, 'issued');
      return { issueNo: `SBX${Date.now().toString().slice(-9)}` };
    },
    verifyCallback(body) {
      const c = callbackFields(body);
      if (!c) return null;
      const { signature, ...fields } = c;
      return sameHex(signature, signatureOf(secret, fields)) ? fields : null;
    },
  };
}
