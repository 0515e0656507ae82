// @vitest-environment node
// Deploys do not break running pages (issue 22, item 9): a rebuild while a server runs, as a
// second `npm start` after a source change does it, leaves the running server its page and
// assets during the build and after it; a server started afterwards serves the new build. The
// builder here writes files as Vite does (slowly, the page last); the swap and the serving are
// the real ones.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { staticPlugin } from '../plugins/static-spa.ts';
import { tempDir } from '../test/helpers.ts';
import { BUILDS, buildAndSwap, currentBuild, markServing, type Builder } from './build-dist.ts';

const t = tempDir('build-dist');
afterAll(() => t.cleanup());
const root = t.dir;

/** A build named `name`: an asset, then (after `during`) the page that loads it. */
const fakeBuild =
  (name: string, during: () => Promise<void> = async () => {}): Builder =>
  async (out) => {
    mkdirSync(path.join(out, 'assets'), { recursive: true });
    writeFileSync(path.join(out, 'assets', `index-${name}.js`), `console.log('${name}')`);
    await during();
    writeFileSync(
      path.join(out, 'index.html'),
      `<!doctype html><title>${name}</title><script src="/assets/index-${name}.js"></script>`,
    );
    return true;
  };

async function serveCurrent(): Promise<FastifyInstance> {
  const distDir = currentBuild(root)!;
  markServing(root, distDir);
  const app = Fastify();
  await app.register(staticPlugin, { spa: { distDir } });
  await app.ready();
  return app;
}

/** What a browser gets: the page's title, and whether the script the page names loads. */
async function page(app: FastifyInstance) {
  const html = await app.inject({ url: '/gongsil/list' });
  if (html.statusCode !== 200) return { status: html.statusCode, title: null, script: null };
  const src = /src="([^"]+)"/.exec(html.body)![1]!;
  return {
    status: 200,
    title: /<title>(.*)<\/title>/.exec(html.body)![1],
    script: (await app.inject({ url: src })).statusCode,
  };
}

describe('a rebuild while a server runs', () => {
  it('keeps the running server whole; the next server serves the new build', async () => {
    expect(await buildAndSwap(root, fakeBuild('A'))).not.toBeNull();
    const running = await serveCurrent();
    expect(await page(running)).toEqual({ status: 200, title: 'A', script: 200 });

    let midBuild: Awaited<ReturnType<typeof page>> | undefined;
    await buildAndSwap(
      root,
      fakeBuild('B', async () => {
        midBuild = await page(running);
      }),
    );
    expect(midBuild).toEqual({ status: 200, title: 'A', script: 200 });
    expect(await page(running)).toEqual({ status: 200, title: 'A', script: 200 });

    const next = await serveCurrent();
    expect(await page(next)).toEqual({ status: 200, title: 'B', script: 200 });
    await next.close();
    await running.close();
  });

  it('a failed build changes nothing; old builds go once no live process serves them', async () => {
    const before = currentBuild(root);
    expect(await buildAndSwap(root, async () => false)).toBeNull();
    expect(currentBuild(root)).toBe(before);

    // A is recorded as served by a process that was killed; B by this one (markServing above).
    const a = path.join(root, BUILDS, readdirSync(path.join(root, BUILDS)).sort()[0]!);
    writeFileSync(path.join(root, BUILDS, 'in-use', '999999'), a);
    await buildAndSwap(root, fakeBuild('C'));
    await buildAndSwap(root, fakeBuild('D'));
    const left = readdirSync(path.join(root, BUILDS))
      .filter((f) => f !== 'in-use')
      .map((f) => readdirSync(path.join(root, BUILDS, f, 'assets'))[0]);
    // B served by a live process, C the build before the current one, D current.
    expect(left.sort()).toEqual(['index-B.js', 'index-C.js', 'index-D.js']);
    expect(readdirSync(path.join(root, BUILDS, 'in-use'))).toEqual([String(process.pid)]);
  });
});
