import { fileURLToPath, URL } from 'node:url';
import { spawn } from 'node:child_process';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { fontPreload } from './scripts/build/font-preload.ts';
import { precompress } from './scripts/build/precompress.ts';
import { buildStamp } from './server/build-stamp.ts';

/** In dev, an edit under spec/ reruns codegen; the regenerated modules then hot-reload. */
function specCodegen(): Plugin {
  let running = false;
  let again = false;
  const run = () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const child = spawn(process.execPath, ['--import', 'tsx', 'codegen/cli.ts'], {
      stdio: 'inherit',
    });
    child.on('exit', () => {
      running = false;
      if (again) {
        again = false;
        run();
      }
    });
  };
  return {
    name: 'spec-codegen',
    apply: 'serve',
    configureServer(server) {
      const specDir = fileURLToPath(new URL('./spec', import.meta.url));
      server.watcher.add(specDir);
      server.watcher.on('change', (file) => {
        if (file.startsWith(specDir)) run();
      });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    specCodegen(),
    buildStamp(fileURLToPath(new URL('.', import.meta.url))),
    fontPreload(),
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
  server: { port: 5173, strictPort: true },
});
