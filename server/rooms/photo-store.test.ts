import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROOT } from '../lib/spec.ts';
import { photoDirOf } from './photo-store.ts';

describe('photoDirOf', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('keeps photos inside the data folder, resolved from the project root', () => {
    vi.stubEnv('PHOTO_DIR', undefined);
    vi.stubEnv('DATA_DIR', undefined);
    expect(photoDirOf({})).toBe(path.join(ROOT, '.data', 'pglite', 'photos'));
    expect(photoDirOf({ dataDir: 'var/db' })).toBe(path.join(ROOT, 'var', 'db', 'photos'));
  });

  it('takes PHOTO_DIR, also relative to the project root, before the data folder', () => {
    vi.stubEnv('PHOTO_DIR', 'uploads');
    expect(photoDirOf({ dataDir: '/tmp/db' })).toBe(path.join(ROOT, 'uploads'));
  });
});
