import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { devCodegen } from './codegen/lib/dev-plugin.ts';
import {
  fontDisplayFallback,
  fontPreload,
  markFontStylesheet,
} from './scripts/build/font-preload.ts';
import { precompress } from './scripts/build/precompress.ts';
import { routeChunks } from './scripts/build/route-chunks.ts';
import { ssrBundle } from './scripts/build/ssr-bundle.ts';
import { buildStamp } from './server/build-stamp.ts';

/**
 * react-router's package exports only its development build to bundlers (the production one,
 * without the dev-only warnings and checks, sits beside it): the built SPA takes the production
 * one, the dev server keeps the warnings (docs/perf/bundle.md).
 */
const reactRouterProduction = (): Plugin => ({
  name: 'react-router-production',
  apply: 'build',
  config: () => ({
    resolve: {
      alias: [
        {
          find: /^react-router$/,
          replacement: fileURLToPath(
            new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
          ),
        },
      ],
    },
  }),
});

const root = fileURLToPath(new URL('.', import.meta.url));

/** A step of the browser build only: the server-rendering bundle, built after it into the same
 * folder (scripts/build/ssr-bundle.ts), needs none of them. */
const browserBuild = (plugin: Plugin): Plugin => ({
  ...plugin,
  apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
});

export default defineConfig({
  plugins: [
    react(),
    devCodegen(),
    browserBuild(buildStamp(root)),
    browserBuild(fontPreload()),
    browserBuild(markFontStylesheet()),
    reactRouterProduction(),
    fontDisplayFallback(),
    browserBuild(routeChunks(root)),
    browserBuild(precompress()),
    browserBuild(ssrBundle(root)),
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
