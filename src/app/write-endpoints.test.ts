import { describe, expect, it } from 'vitest';

// Every write endpoint file (one endpoint per file, named by its verb) exports its mutation hook,
// so a component writes through useWriteMutation: double submits dropped, reads invalidated by
// their queryKey. Logout is the one exception: the session store calls it outside React.
const writeFiles = import.meta.glob<Record<string, unknown>>(
  [
    '/src/features/*/api/{post,put,patch,delete}-*.ts',
    '/src/session/api/{post,put,patch,delete}-*.ts',
  ],
  { eager: true },
);
const OUTSIDE_REACT = new Set(['/src/session/api/post-logout.ts']);

describe('write endpoints', () => {
  it('finds the write endpoint files', () => {
    expect(Object.keys(writeFiles).length).toBeGreaterThan(20);
  });

  it.each(Object.keys(writeFiles).filter((f) => !OUTSIDE_REACT.has(f)))(
    '%s exports a use…Mutation hook',
    (file) => {
      const hooks = Object.entries(writeFiles[file] ?? {}).filter(
        ([name, value]) => /^use\w*Mutation$/.test(name) && typeof value === 'function',
      );
      expect(hooks.map(([name]) => name)).not.toEqual([]);
    },
  );
});
