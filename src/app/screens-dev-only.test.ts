import { afterEach, describe, expect, it, vi } from 'vitest';

// The developer gallery (src/dev) is registered only when import.meta.env.DEV is true; in a
// production build that constant is false, the import is dropped and no chunk of it ships.
describe('dev-only screens', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('registers the form-blocks gallery in a dev build', async () => {
    vi.stubEnv('DEV', true);
    vi.resetModules();
    const { screens } = await import('./screens');
    expect(screens['form-blocks-catalogue']).toBeDefined();
  });

  it('leaves it out of a production build', async () => {
    vi.stubEnv('DEV', false);
    vi.resetModules();
    const { screens, screenFor } = await import('./screens');
    expect(screens['form-blocks-catalogue']).toBeUndefined();
    expect(() => screenFor('form-blocks-catalogue')).toThrow();
    expect(screenFor('login')).toBeDefined();
  });
});
