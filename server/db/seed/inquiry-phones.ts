// Text inquiries (tab 'sms') are answered by text, so each needs the customer's mobile number:
// the demo rows get a believable one derived from their id.
import type { Db } from '../index.ts';

export async function seedInquiryPhones(q: Db['query']): Promise<void> {
  await q(
    `UPDATE inquiries SET customer_phone = '010-' || (2000 + (inquiry_seq * 389) % 8000)::text
       || '-' || (1000 + (inquiry_seq * 7919) % 9000)::text
     WHERE tab = 'sms' AND customer_phone = ''`,
  );
}
