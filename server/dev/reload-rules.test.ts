import { describe, expect, it } from 'vitest';
import { reloadsApi } from './reload-rules.ts';

describe('reloadsApi', () => {
  it('rebuilds the API for the server, domain, config kernel, spec, generated modules and migrations', () => {
    for (const rel of [
      'server/handlers/user.ts',
      'server/db/migrations/030_example.sql',
      'domain/pricing.ts',
      'config/check/index.ts',
      'spec/openapi.yaml',
      'spec/config/messages.ko.json',
      'src/generated/api/zod.ts',
    ])
      expect(reloadsApi(rel), rel).toBe(true);
  });

  it('leaves it alone for tests, the SPA and anything else', () => {
    for (const rel of [
      'server/handlers/user.test.ts',
      'server/test/helpers.ts',
      'domain/pricing.test.ts',
      'src/features/rooms/screens/room-table.tsx',
      'docs/architecture.md',
      'server/README.md',
    ])
      expect(reloadsApi(rel), rel).toBe(false);
  });
});
