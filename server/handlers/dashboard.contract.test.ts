// @vitest-environment node
// Contract of tag "dashboard" (server/test/contract.ts).
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('dashboard');

describe('contract: tag dashboard', () => {
  contractCases(file, [
    {
      op: 'getDashboardSummary',
      as: 'master',
      url: '/dashboard/summary',
      check: (r) => expect(r.productUsingCount).toBeGreaterThan(0),
    },
  ]);

  requiresSession(file, 'dashboard');
  requiresAppPlatform(file, 'dashboard');
});
