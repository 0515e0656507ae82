// SMS adapter. The default writes each message to the sms_outbox table and one server-log line
// beginning "SMS "; no real text message leaves the machine. A provider plugs in by passing its
// own SmsSender to buildApp({ sms }) (docs/operations.md, "Text messages"). A one-time code in a
// message (`secret`) is for the phone only: the outbox keeps the message with the code masked
// (the code is checked against its hash, server/handlers/verify-tel.ts), and the log shows it
// only in development.
import type { Db } from '../db/index.ts';

export type SmsPurpose =
  'INQUIRY_ANSWER' | 'VERIFY_TEL' | 'PASSWORD_RESET' | 'STAFF_INVITE' | 'NOTIFICATION';

export interface SmsMessage {
  to: string;
  body: string;
  purpose: SmsPurpose;
  userId: number;
  /** A one-time code the body carries; only the phone may see it. */
  secret?: string;
}

export interface SmsSender {
  /** Sends inside the caller's transaction (q), so a failed write never leaves a sent message. */
  send(q: Db['query'], msg: SmsMessage): Promise<void>;
}

/** Digits only: 010-1234-5678 and 01012345678 are the same phone. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

/** The body with its one-time code replaced by as many asterisks. */
export const maskSecret = (msg: Pick<SmsMessage, 'body' | 'secret'>): string =>
  msg.secret ? msg.body.split(msg.secret).join('*'.repeat(msg.secret.length)) : msg.body;

export interface OutboxOptions {
  /** Print one-time codes in the log line: development (server/dev.ts), the e2e server, or
   * SMS_LOG_CODES=1 (trying the demo's phone verification with `npm start`). Default: masked. */
  showCodes?: boolean;
}

export function outboxSms(
  log: (line: string) => void = (l) => console.info(l),
  { showCodes = process.env.SMS_LOG_CODES === '1' }: OutboxOptions = {},
): SmsSender {
  return {
    async send(q, msg) {
      const to = phoneDigits(msg.to);
      await q('INSERT INTO sms_outbox (to_phone, body, purpose, user_id) VALUES ($1,$2,$3,$4)', [
        to,
        maskSecret(msg),
        msg.purpose,
        msg.userId,
      ]);
      // One line per message, whatever the body contains.
      const body = showCodes ? msg.body : maskSecret(msg);
      log(`SMS to=${to} purpose=${msg.purpose} body=${JSON.stringify(body)}`);
    },
  };
}
