// Child process for the operations tests: one app on DATABASE_URL or else the embedded database
// in DATA_DIR, on PORT (0: a free one), limits off. Prints `LISTENING <port>`.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../app.ts';

const app = await buildApp({
  dbUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATABASE_URL ? undefined : process.env.DATA_DIR,
  rateLimit: false,
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
console.log(`LISTENING ${(app.server.address() as AddressInfo).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
