// Child process for the shared-session test: the API alone, on DATABASE_URL, on PORT.
import { buildApp } from '../app.ts';

const app = await buildApp({ dbUrl: process.env.DATABASE_URL, rateLimit: false });
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
const addr = app.server.address();
console.log(`LISTENING ${typeof addr === 'object' && addr ? addr.port : ''}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
