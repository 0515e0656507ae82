// @vitest-environment node
// Contract of tag "terms" (server/test/contract.ts).
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('terms');

describe('contract: tag terms', () => {
  contractCases(file, [
    {
      op: 'getTermsLoginFooter',
      url: '/terms/login/footer',
      check: (r) => expect(r.map((t: any) => t.termsSeq)).toEqual([1, 2, 3, 4]),
    },
    {
      op: 'getTermsLogoutFooter',
      url: '/terms/logout/footer',
      check: (r) => expect(r.length).toBe(3),
    },
  ]);

  requiresSession(file, 'terms');
  requiresAppPlatform(file, 'terms');
});
