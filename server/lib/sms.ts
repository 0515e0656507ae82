// SMS adapter. The default writes each message to the sms_outbox table and one server-log line
// beginning "SMS "; no real text message leaves the machine. A provider plugs in by passing its
// own SmsSender to buildApp({ sms }) (README, "SMS").
import type { Db } from '../db/index.ts';

export type SmsPurpose = 'INQUIRY_ANSWER' | 'VERIFY_TEL' | 'PASSWORD_RESET';

export interface SmsMessage {
  to: string;
  body: string;
  purpose: SmsPurpose;
  userId: number;
}

export interface SmsSender {
  /** Sends inside the caller's transaction (q), so a failed write never leaves a sent message. */
  send(q: Db['query'], msg: SmsMessage): Promise<void>;
}

/** Digits only: 010-1234-5678 and 01012345678 are the same phone. */
export const phoneDigits = (phone: string): string => phone.replace(/\D/g, '');

export function outboxSms(log: (line: string) => void = (l) => console.info(l)): SmsSender {
  return {
    async send(q, msg) {
      const to = phoneDigits(msg.to);
      await q('INSERT INTO sms_outbox (to_phone, body, purpose, user_id) VALUES ($1,$2,$3,$4)', [
        to,
        msg.body,
        msg.purpose,
        msg.userId,
      ]);
      // One line per message, whatever the body contains.
      log(`SMS to=${to} purpose=${msg.purpose} body=${JSON.stringify(msg.body)}`);
    },
  };
}
