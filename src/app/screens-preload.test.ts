import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadScreenAt, screens } from './screens';

afterEach(() => vi.restoreAllMocks());

describe('preloadScreenAt', () => {
  it('preloads the screen routes.json maps the path to, search and hash aside', () => {
    const list = vi.spyOn(screens['gongsil-list'], 'preload').mockResolvedValue(() => null);
    const form = vi.spyOn(screens['room-form'], 'preload').mockResolvedValue(() => null);
    preloadScreenAt('/gongsil/list?page=2#top');
    expect(list).toHaveBeenCalledTimes(1);
    expect(form).not.toHaveBeenCalled();
  });

  it('does nothing for a path no route has', () => {
    expect(() => preloadScreenAt('/no/such/page')).not.toThrow();
  });
});
