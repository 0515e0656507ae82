// The server renderer is warmed once the server listens (server/plugins/ssr.ts warmRenderer):
// its `warm` runs in the background with API requests answered by the app in process, and a
// renderer without `warm` (a build before it) or none at all changes nothing.
import Fastify from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { warmRenderer, type RendererModule } from './ssr.ts';

async function listening(renderer: () => Promise<RendererModule | null>) {
  const app = Fastify();
  app.get('/api/v2/ping', async (req) => ({ ip: req.ip, cookie: req.headers.cookie ?? null }));
  warmRenderer(app, renderer);
  await app.listen({ host: '127.0.0.1', port: 0 });
  return app;
}

describe('warmRenderer', () => {
  it('warms the renderer once the server listens, its requests answered in process', async () => {
    const answers: unknown[] = [];
    const warm = vi.fn(async (fetchApi: (r: Request) => Promise<Response>) => {
      answers.push(await (await fetchApi(new Request('http://same.origin/api/v2/ping'))).json());
    });
    const renderer = vi.fn(async () => ({ handle: vi.fn(), warm }) as unknown as RendererModule);
    const app = await listening(renderer);
    try {
      await vi.waitFor(() => expect(answers).toHaveLength(1));
      expect(warm).toHaveBeenCalledTimes(1);
      // As a guest of the machine itself: no cookie.
      expect(answers[0]).toEqual({ ip: '127.0.0.1', cookie: null });
    } finally {
      await app.close();
    }
  });

  it('does nothing without a renderer or without warm, and a failing warm only logs', async () => {
    const cases: [string, () => Promise<RendererModule | null>, boolean][] = [
      ['no renderer', async () => null, false],
      ['no warm', async () => ({ handle: vi.fn() }) as unknown as RendererModule, false],
      [
        'a failing warm',
        async () => ({ handle: vi.fn(), warm: () => Promise.reject(new Error('no')) }) as never,
        true,
      ],
    ];
    for (const [name, make, logs] of cases) {
      const lines: string[] = [];
      const app = Fastify({
        logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      });
      const renderer = vi.fn(make);
      warmRenderer(app, renderer);
      await app.listen({ host: '127.0.0.1', port: 0 });
      try {
        await vi.waitFor(() => expect(renderer, name).toHaveBeenCalledTimes(1));
        if (logs)
          await vi.waitFor(() =>
            expect(lines.join(''), name).toContain('warming the server renderer failed'),
          );
        else {
          // The whole chain settles in this turn's microtasks and the next task.
          await new Promise((resolve) => setImmediate(resolve));
          expect(lines, name).toEqual([]);
        }
      } finally {
        await app.close();
      }
    }
  });

  it('is not run by an app that never listens (inject only, as the tests build it)', async () => {
    const renderer = vi.fn(async () => null);
    const app = Fastify();
    warmRenderer(app, renderer);
    await app.ready();
    await app.inject({ url: '/' });
    expect(renderer).not.toHaveBeenCalled();
    await app.close();
  });
});
