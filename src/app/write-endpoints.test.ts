import { describe, expect, it } from 'vitest';

// Every write endpoint file (one endpoint per file, named by its verb) exports its mutation hook,
// so a component writes through useWriteMutation: double submits dropped, reads invalidated by
// their queryKey. Exceptions: logout, which the session store calls outside React, and the studio
// draft save, which the draft hook runs on its own autosave timer (not a user's submit).
const writeFiles = import.meta.glob<Record<string, unknown>>(
  [
    '/src/features/*/api/{post,put,patch,delete}-*.ts',
    '/src/session/api/{post,put,patch,delete}-*.ts',
  ],
  { eager: true },
);
const OUTSIDE_REACT = new Set([
  '/src/session/api/post-logout.ts',
  '/src/features/studio/api/put-studio-draft.ts',
]);

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
