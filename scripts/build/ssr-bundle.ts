// The server-rendering bundle (docs/ssr.md): once the browser build has been written, the same
// config builds src/entry-server.tsx for Node into `<outDir>/ssr/`, so every build folder (dist/,
// each of .builds/, an e2e run's own) carries the renderer that matches its own scripts. The
// static plugin never serves that folder (server/plugins/static-spa.ts).
import path from 'node:path';
import { build, type Plugin } from 'vite';

/** The renderer's folder inside a build folder, and its entry file. */
export const SSR_DIR = 'ssr';
export const SSR_ENTRY = 'entry-server.js';

export function ssrBundle(root: string): Plugin {
  let outDir = '';
  let configFile: string | undefined;
  let mode = 'production';
  return {
    name: 'portal:ssr-bundle',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      configFile = config.configFile;
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        root,
        configFile,
        mode,
        logLevel: 'warn',
        // Self-contained: a build folder may sit outside the checkout and its node_modules.
        ssr: { noExternal: true },
        // The libraries' production code, as in the browser: the same class names (emotion labels
        // only in development) and React's production renderer.
        define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
        build: {
          ssr: path.join(root, 'src/entry-server.tsx'),
          outDir: path.join(outDir, SSR_DIR),
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rolldownOptions: { output: { entryFileNames: SSR_ENTRY } },
        },
      });
    },
  };
}
