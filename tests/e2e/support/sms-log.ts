// The e2e server's SMS log (one `SMS to=… purpose=… body="…"` line per message, written by the
// default outbox adapter). Specs read it to see what a broker's customer or phone received.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const smsLogPath = (port: number) =>
  path.join(process.cwd(), '.data', `e2e-${port}`, 'sms.log');

export interface SentSms {
  to: string;
  purpose: string;
  body: string;
}

export function sentSms(port = Number(process.env.E2E_PORT ?? 4310)): SentSms[] {
  const file = smsLogPath(port);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.startsWith('SMS '))
    .map((l) => {
      const m = /^SMS to=(\S+) purpose=(\S+) body=(.*)$/.exec(l)!;
      return { to: m[1]!, purpose: m[2]!, body: JSON.parse(m[3]!) as string };
    });
}
