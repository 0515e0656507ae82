// Contract cases of the studio's account calls ("who sees it", preview), spread into
// server/contract.test.ts. User 7 is chain@demo.kr (server/db/seed/data/accounts.ts).
import { expect } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are validated against the spec by contract.test.ts */

export const studioAccountCases = [
  { op: 'getStudioAccounts', as: 'master', url: '/studio/accounts', status: 403 },
  {
    op: 'getStudioAccounts',
    as: 'staff',
    url: '/studio/accounts?q=chain&page=1&limit=5',
    check: (r: any) => {
      expect(r.items.map((a: any) => a.email)).toEqual(['chain@demo.kr']);
      expect(r.total).toBe(1);
    },
  },
  {
    op: 'getStudioAccountSession',
    as: 'staff',
    url: '/studio/accounts/7/session',
    check: (r: any) => {
      expect(r.account).toMatchObject({ userId: 7, email: 'chain@demo.kr', isMaster: true });
      expect(r.info.user.userEmail).toBe('chain@demo.kr');
    },
  },
  { op: 'getStudioAccountSession', as: 'sub', url: '/studio/accounts/7/session', status: 403 },
  {
    op: 'getStudioAccountSession',
    as: 'staff',
    url: '/studio/accounts/999999/session',
    status: 404,
  },
];
