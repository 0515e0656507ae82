import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['src/testing/setup-tests.ts'],
    include: [
      'src/**/*.test.{ts,tsx}',
      'domain/**/*.test.ts',
      'codegen/**/*.test.ts',
      'server/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
    // Demo and test passwords hashed at bcrypt's lowest work factor: the same code, less CPU.
    env: { BCRYPT_ROUNDS: '4' },
  },
});
