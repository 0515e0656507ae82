// @vitest-environment node
// Contract of tag "address" (server/test/contract.ts): the legal districts of the shipped
// dataset (data/legal-districts/), searched and listed by the server.
import { describe, expect } from 'vitest';
import { contractCases, contractFile, requiresSession } from '../test/contract.ts';

const file = contractFile('address');
const names = (r: any) => r.items.map((i: any) => i.fullName);

describe('contract: tag address', () => {
  contractCases(file, [
    {
      name: 'getLegalDistricts finds a 동 by words of its full name',
      op: 'getLegalDistricts',
      as: 'master',
      url: `/address/districts?q=${encodeURIComponent('관악 신림')}`,
      check: (r) =>
        expect(r.items).toEqual([
          {
            code: '1162010200',
            level: 'eupmyeondong',
            name: '신림동',
            fullName: '서울특별시 관악구 신림동',
            sido: '서울특별시',
            sigungu: '관악구',
            eupmyeondong: '신림동',
            ri: '',
          },
        ]),
    },
    {
      name: 'getLegalDistricts ranks the district named by the last word first',
      op: 'getLegalDistricts',
      as: 'sub',
      url: `/address/districts?q=${encodeURIComponent('수원 장안')}&limit=3`,
      check: (r) => expect(names(r)[0]).toBe('경기도 수원시 장안구'),
    },
    {
      name: 'getLegalDistricts with scope=listing offers only 읍면동 and 리',
      op: 'getLegalDistricts',
      as: 'master',
      url: `/address/districts?q=${encodeURIComponent('가평 읍내')}&scope=listing`,
      check: (r) => {
        expect(names(r)).toContain('경기도 가평군 가평읍 읍내리');
        expect(r.items.every((i: any) => ['eupmyeondong', 'ri'].includes(i.level))).toBe(true);
      },
    },
    {
      name: 'getLegalDistricts without words lists the 17 시도, or the districts under one',
      op: 'getLegalDistricts',
      as: 'master',
      url: '/address/districts?limit=50',
      check: (r) => expect(r.items).toHaveLength(17),
      then: [
        {
          op: 'getLegalDistricts',
          as: 'master',
          url: '/address/districts?under=1162000000&limit=50',
          check: (r) =>
            expect(names(r)).toEqual([
              '서울특별시 관악구 봉천동',
              '서울특별시 관악구 신림동',
              '서울특별시 관악구 남현동',
            ]),
        },
      ],
    },
    {
      op: 'getLegalDistricts',
      as: 'master',
      url: `/address/districts?q=${encodeURIComponent('없는동네이름')}`,
      check: (r) => expect(r.items).toEqual([]),
    },
    { op: 'getLegalDistricts', as: 'master', url: '/address/districts?under=116', status: 400 },
    { op: 'getLegalDistricts', as: 'master', url: '/address/districts?limit=51', status: 400 },
  ]);

  requiresSession(file, 'address');
});
