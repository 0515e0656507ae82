// Child process for the SIGKILL durability test: the API alone, on DURABILITY_DB_URL (PostgreSQL)
// or else the embedded database in DURABILITY_DATA_DIR, on a free loopback port.
import { buildApp } from '../app.ts';

const dbUrl = process.env.DURABILITY_DB_URL || undefined;
const app = await buildApp({
  dbUrl,
  dataDir: dbUrl ? undefined : process.env.DURABILITY_DATA_DIR,
  rateLimit: false,
  seedDemo: false,
});
await app.listen({ host: '127.0.0.1', port: 0 });
const addr = app.server.address();
console.log(`LISTENING ${typeof addr === 'object' && addr ? addr.port : ''}`);
