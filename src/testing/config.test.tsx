import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuntimeConfig, POLL_MS } from '@/lib/config/load-config';
import { resetConfig, versionWith } from './config';
import { apiOk } from './msw/api';
import { server } from './msw/server';

afterEach(() => {
  vi.useRealTimers();
});

describe('resetConfig, run after every test (setup-tests.ts)', () => {
  it('stops the version polling a rendered shell started, so no later test gets its calls', async () => {
    vi.useFakeTimers();
    let calls = 0;
    server.use(
      apiOk('get', '/config', () => {
        calls++;
        return versionWith(3, () => {});
      }),
    );
    // What the shell does on its first path (src/app/default-path-effects.ts).
    await loadRuntimeConfig();
    expect(calls).toBe(1);
    resetConfig();
    await vi.advanceTimersByTimeAsync(POLL_MS * 3);
    expect(calls).toBe(1);
  });
});
