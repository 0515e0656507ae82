// @vitest-environment node
// Contract of tag "notice" (server/test/contract.ts).
import { describe, expect } from 'vitest';
import {
  contractCases,
  contractFile,
  requiresAppPlatform,
  requiresSession,
} from '../test/contract.ts';

const file = contractFile('notice');

describe('contract: tag notice', () => {
  contractCases(file, [
    {
      op: 'getNoticePopup',
      as: 'master',
      url: '/notice/popup?type=1',
      check: (r) => expect(r).toEqual([]),
    },
    {
      op: 'getNoticePopup',
      as: 'chain',
      url: '/notice/popup?type=1',
      check: (r) => {
        expect(r).toHaveLength(2);
        expect(r.map((n: any) => n.expires)).toEqual([null, 3]);
        // Demo notices carry no script; the SPA's sanitiser is tested with its own fixtures.
        expect(r.some((n: any) => /<script|onerror/i.test(n.content))).toBe(false);
      },
    },
    { op: 'getNoticePopup', as: 'chain', url: '/notice/popup?type=2', status: 400 },
    {
      op: 'getEventsActive',
      as: 'chain',
      url: '/events/active?platform=pro_web_enter',
      check: (r) => expect(r.map((e: any) => e.isLoginRequired)).toEqual([true, false]),
    },
    {
      op: 'getEventsActive',
      as: 'master',
      url: '/events/active?platform=pro_web_enter',
      check: (r) => expect(r).toEqual([]),
    },
  ]);

  requiresSession(file, 'notice');
  requiresAppPlatform(file, 'notice');
});
