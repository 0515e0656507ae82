// Contract cases of the config and studio operations (spread into server/contract.test.ts).
import { expect } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are validated against the spec by contract.test.ts; checks read them loosely like its own cases */
import { builtInFiles } from '../config/files.ts';

const files = () => structuredClone(builtInFiles()) as Record<string, any>;

function broken() {
  const f = files();
  f.products.products[0].unitPrices['30'] = -1;
  return f;
}

/** Bodies the "requires a session" test sends (valid, so only the missing session can fail). */
export const studioSessionBodies = {
  putStudioDraft: { baseVersion: 0, files: files() },
  postStudioPublish: { note: '메모' },
  postStudioRollback: { version: 0 },
};

export function studioContractCases(future: string) {
  return [
    { op: 'getConfig', url: '/config', check: (r: any) => expect(r.version).toBe(0) },
    { op: 'getStudioDraft', as: 'master', url: '/studio/config/draft', status: 403 },
    {
      op: 'getStudioDraft',
      as: 'staff',
      url: '/studio/config/draft',
      check: (r: any) => {
        expect(r.baseVersion).toBe(0);
        expect(r.problems).toEqual([]);
      },
    },
    {
      op: 'putStudioDraft',
      as: 'staff',
      url: '/studio/config/draft',
      body: { baseVersion: 0, files: broken() },
      check: (r: any) => expect(r.problems.length).toBeGreaterThan(0),
    },
    {
      op: 'postStudioPublish',
      as: 'staff',
      url: '/studio/config/publish',
      body: { note: '음수 가격' },
      status: 400,
    },
    {
      op: 'putStudioDraft',
      as: 'staff',
      url: '/studio/config/draft',
      body: { baseVersion: 0, files: files() },
      check: (r: any) => expect(r.problems).toEqual([]),
    },
    {
      op: 'postStudioPublish',
      as: 'staff',
      url: '/studio/config/publish',
      body: { note: '' },
      status: 400,
    },
    {
      op: 'postStudioPublish',
      as: 'staff',
      url: '/studio/config/publish',
      body: { note: '계약 테스트 게시' },
      check: (r: any) => expect(r.version).toBe(1),
    },
    {
      op: 'putStudioDraft',
      as: 'staff',
      url: '/studio/config/draft',
      body: { baseVersion: 0, files: files() },
      status: 409,
    },
    {
      op: 'postProductOrder',
      as: 'master',
      url: '/product/order',
      body: {
        items: [{ type: 0, day: 30, quantity: 1, periodFrom: future }],
        configVersion: 0,
        agreePaidTerms: true,
      },
      status: 409,
    },
    {
      op: 'getStudioVersions',
      as: 'staff',
      url: '/studio/config/versions?page=1&limit=10',
      check: (r: any) => {
        expect(r.total).toBe(1);
        expect(r.items[0].note).toBe('계약 테스트 게시');
      },
    },
    { op: 'getStudioVersion', as: 'staff', url: '/studio/config/versions/1' },
    { op: 'getStudioVersion', as: 'staff', url: '/studio/config/versions/7', status: 404 },
    { op: 'getStudioVersion', as: 'master', url: '/studio/config/versions/0', status: 403 },
    {
      op: 'postStudioRollback',
      as: 'staff',
      url: '/studio/config/rollback',
      body: { version: 9 },
      status: 404,
    },
    {
      op: 'postStudioRollback',
      as: 'staff',
      url: '/studio/config/rollback',
      body: { version: 0 },
      check: (r: any) => expect(r.version).toBe(2),
    },
  ];
}
