// @vitest-environment node
// Contract of tag "gongsil" (server/test/contract.ts).
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('gongsil');

describe('contract: tag gongsil', () => {
  contractCases(file, [
    {
      op: 'getGongsilCount',
      as: 'master',
      url: '/gongsil-center/gongsil-count',
      check: (r) => expect(r.pickCount).toBeGreaterThan(0),
    },
    {
      op: 'getGongsilCount',
      as: 'chain',
      url: '/gongsil-center/gongsil-count',
      check: (r) => expect(r.pickCount).toBe(0),
    },
    {
      op: 'getGongsilList',
      as: 'master',
      url: '/gongsil-center/all/list?page=1&limit=24',
      check: (r) => expect(r.items).toHaveLength(24),
    },
    {
      op: 'getGongsilList',
      as: 'master',
      url: '/gongsil-center/pick/list?page=1&limit=24',
      check: (r) => expect(r.items.every((i: any) => i.requesterName)).toBe(true),
    },
    {
      op: 'getGongsilList',
      as: 'master',
      url: '/gongsil-center/complete/list?status=private',
      check: (r) =>
        expect(r.items.every((i: any) => ['invisible', 'private'].includes(i.status))).toBe(true),
    },
    {
      op: 'getGongsilList',
      as: 'master',
      url: '/gongsil-center/all/list?roomType=APT&sellingType=SALE&status=public',
    },
    { op: 'getGongsilList', as: 'master', url: '/gongsil-center/bogus/list', status: 400 },
    { op: 'getGongsilList', as: 'master', url: '/gongsil-center/all/list?page=0', status: 400 },
    { op: 'postGongsilPick', as: 'serve', url: '/gongsil-center/rooms/99999999/pick', status: 404 },
  ]);

  requiresSession(file, 'gongsil');
  requiresAppPlatform(file, 'gongsil');
});
