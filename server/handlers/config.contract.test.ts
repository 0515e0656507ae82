// @vitest-environment node
// Contract of tag "config" (server/test/contract.ts); publishing is tag studio's.
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('config');

describe('contract: tag config', () => {
  contractCases(file, [
    { op: 'getConfig', url: '/config', check: (r) => expect(r.version).toBe(0) },
  ]);

  requiresSession(file, 'config');
  requiresAppPlatform(file, 'config');
});
