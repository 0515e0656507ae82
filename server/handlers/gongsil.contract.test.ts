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
    // Issue 26 #4: region, keyword and order; one room with the owner's contact for its claimer.
    {
      name: 'getGongsilList searches by region (법정동코드 prefix) and orders by price',
      op: 'getGongsilList',
      as: 'master',
      url: '/gongsil-center/all/list?region=1162000000&sort=priceAsc&limit=100',
      check: (r) => {
        expect(r.items.length).toBeGreaterThan(0);
        expect(r.items.every((i: any) => i.bjdCode.startsWith('11620'))).toBe(true);
        expect(r.items.every((i: any) => i.address.startsWith('서울특별시 관악구'))).toBe(true);
        expect(r.total).toBe(r.items.length);
        const keys = r.items.map((i: any) => (i.sellingType === 'LEASE' ? i.deposit : i.price));
        expect(keys).toEqual([...keys].sort((a: number, b: number) => a - b));
      },
    },
    {
      name: 'getGongsilList finds words of the address and orders by date',
      op: 'getGongsilList',
      as: 'master',
      url: `/gongsil-center/all/list?keyword=${encodeURIComponent('성수동2가')}&sort=oldest`,
      check: (r) => {
        expect(r.items.length).toBeGreaterThan(0);
        expect(r.items.every((i: any) => i.address.includes('성수동2가'))).toBe(true);
        const times = r.items.map((i: any) => i.savedTime);
        expect(times).toEqual([...times].sort());
      },
    },
    {
      name: 'getGongsilList takes 8 digits for a room number',
      op: 'getGongsilList',
      as: 'serve',
      url: '/gongsil-center/all/list?keyword=52002740',
      check: (r) => {
        expect(r.items.map((i: any) => i.roomsSeq)).toEqual([52002740]);
        expect(r.total).toBe(1);
      },
    },
    {
      op: 'getGongsilList',
      as: 'master',
      url: '/gongsil-center/all/list?region=11620',
      status: 400,
    },
    { op: 'getGongsilList', as: 'master', url: '/gongsil-center/all/list?sort=cheap', status: 400 },
    {
      name: "getGongsilRoom gives the owner's contact to the office holding the claim only",
      op: 'getGongsilRoom',
      as: 'master',
      url: '/gongsil-center/rooms/52002740/detail',
      check: (r) => {
        expect(r.claim).toBe('MINE');
        expect(r.owner.phone).toMatch(/^010-/);
        expect(r.claimExpiresAt).not.toBeNull();
        expect(r.district.code).toBe(r.bjdCode);
      },
      then: [
        {
          op: 'getGongsilRoom',
          as: 'serve',
          url: '/gongsil-center/rooms/52002740/detail',
          check: (r) => {
            expect(r.claim).toBe('OTHER');
            expect(r).not.toHaveProperty('owner');
          },
        },
      ],
    },
    {
      op: 'getGongsilRoom',
      as: 'serve',
      url: '/gongsil-center/rooms/99999999/detail',
      status: 404,
    },
    {
      op: 'postGongsilRelease',
      as: 'serve',
      url: '/gongsil-center/rooms/52002740/release',
      body: { reason: '남의 방' },
      status: 409,
    },
    {
      op: 'postGongsilRelease',
      as: 'serve',
      url: '/gongsil-center/rooms/99999999/release',
      body: { reason: '없는 방' },
      status: 404,
    },
    {
      op: 'postGongsilRelease',
      as: 'master',
      url: '/gongsil-center/rooms/52002740/release',
      body: { reason: '' },
      status: 400,
    },
  ]);

  requiresSession(file, 'gongsil');
  requiresAppPlatform(file, 'gongsil');
});
