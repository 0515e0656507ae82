import { describe, expect, it, vi } from 'vitest';
import { activeSnapshot } from '@/lib/config/store';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { defaultPathEffects } from './default-path-effects';

describe('path effects', () => {
  it('load the active config next to the login check, never after it', async () => {
    // Each answer waits until the other request has arrived: run in series, this would hang.
    let arrived = 0;
    let release!: () => void;
    const both = new Promise<void>((r) => (release = r));
    const arrive = async () => {
      if (++arrived === 2) release();
      await both;
    };
    let configAnswered = false;
    server.use(
      apiOk('get', '/config', async () => {
        await arrive();
        configAnswered = true;
        return { version: 0, overlay: {}, conditions: {} };
      }),
      apiOk('get', '/user/login/check', async () => {
        await arrive();
        return false;
      }),
    );
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    defaultPathEffects('/dashboard');
    await vi.waitFor(() => expect(configAnswered).toBe(true), { timeout: 3000 });
    expect(arrived).toBe(2);
    expect(activeSnapshot().version).toBe(0);
  });
});
