// @vitest-environment node
// Contract of tag "stat" (server/test/contract.ts).
import { describe } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('stat');

describe('contract: tag stat', () => {
  contractCases(file, [
    { op: 'getRollingCount', as: 'master', url: '/stat/gongsil-center/rolling-count' },
  ]);

  requiresSession(file, 'stat');
  requiresAppPlatform(file, 'stat');
});
