// The portal's API as `npm run dev` serves it, on the database server/dev.ts keeps open. Loaded
// through Vite's module runner on every rebuild (server/dev/reloading-api.ts), so it and all it
// imports are the files as they are on disk now.
import { buildApp } from '../app.ts';
import type { Db } from '../db/index.ts';
import { outboxSms } from '../lib/sms.ts';

export function buildDevApp(db: Db) {
  return buildApp({
    db,
    logger: process.env.LOG === '1',
    // Development: verification codes appear in the "SMS " log lines (masked elsewhere).
    sms: outboxSms(undefined, { showCodes: true }),
  });
}
