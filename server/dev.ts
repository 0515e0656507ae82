// Dev: the API on port 4174 and Vite (programmatic) on 5173 with /api proxied to the API.
import { createServer } from 'vite';
import { buildApp } from './app.ts';
import { ALL_DEMO_ACCOUNTS, DEMO_PASSWORD } from './db/seed/index.ts';
import { outboxSms } from './lib/sms.ts';

const apiPort = Number(process.env.API_PORT ?? 4174);
const host = process.env.HOST ?? '127.0.0.1';
// Development: verification codes appear in the "SMS " log lines (masked elsewhere).
const api = await buildApp({
  logger: process.env.LOG === '1',
  sms: outboxSms(undefined, { showCodes: true }),
});
await api.listen({ host, port: apiPort });

const vite = await createServer({
  server: {
    host,
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/api': { target: `http://${host}:${apiPort}`, changeOrigin: false },
    },
  },
});
await vite.listen();
vite.printUrls();
console.log(`API: http://${host}:${apiPort}/api/v2  (docs /api/docs)`);
console.log(`데이터: ${api.db.location} (${api.db.kind})`);
console.table(
  ALL_DEMO_ACCOUNTS.map((a) => ({ email: a.email, password: DEMO_PASSWORD, 설명: a.what })),
);

const stop = async () => {
  await vite.close();
  await api.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
