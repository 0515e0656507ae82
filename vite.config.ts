import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { devCodegen } from './codegen/lib/dev-plugin.ts';
import { fontPreload } from './scripts/build/font-preload.ts';
import { precompress } from './scripts/build/precompress.ts';
import { routeChunks } from './scripts/build/route-chunks.ts';
import { buildStamp } from './server/build-stamp.ts';

export default defineConfig({
  plugins: [
    react(),
    devCodegen(),
    buildStamp(fileURLToPath(new URL('.', import.meta.url))),
    fontPreload(),
    routeChunks(fileURLToPath(new URL('.', import.meta.url))),
    precompress(),
  ],
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('./domain', import.meta.url)),
      '@config': fileURLToPath(new URL('./config', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    chunkSizeWarningLimit: 600,
    // Brotli at its highest quality takes most of the build by design (once per build, not per
    // request); the slow-plugin warning would print on every build.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
  server: {
    port: 5173,
    strictPort: true,
    // The embedded database, build folders and test output change all the time and are no source.
    watch: {
      ignored: [
        '**/.data/**',
        '**/.builds/**',
        '**/dist/**',
        '**/reports/**',
        '**/test-results*/**',
      ],
    },
  },
});
