import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'codegen/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 20000,
    hookTimeout: 60000,
    pool: 'forks',
  },
});
