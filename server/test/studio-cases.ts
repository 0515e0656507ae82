// Contract cases of the config and studio operations (spread into server/contract.test.ts).
import { expect } from 'vitest';
/* eslint-disable @typescript-eslint/no-explicit-any -- bodies are validated against the spec by contract.test.ts; checks read them loosely like its own cases */
import { builtInCopy } from '../../config/files.ts';
import { STAFF_FILES } from '../../config/registry.ts';

const files = () => {
  const all = builtInCopy() as Record<string, any>;
  return Object.fromEntries(STAFF_FILES.map((n) => [n, all[n]]));
};
const renamed = () => {
  const f = files();
  f.products.products[0].label = '계약 테스트 상품';
  return f;
};

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
  postStudioImport: { files: { 'products.json': '{}' } },
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
      body: { baseVersion: 0, files: renamed() },
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
      // An edit of version 0 on another field merges onto version 1 (200, the merged draft).
      op: 'putStudioDraft',
      as: 'staff',
      url: '/studio/config/draft',
      body: {
        baseVersion: 0,
        files: (() => {
          const f = files();
          f.products.products[1].label = '다른 항목';
          return f;
        })(),
      },
      check: (r: any) => {
        expect(r.baseVersion).toBe(1);
        expect(r.files.products.products[0].label).toBe('계약 테스트 상품');
        expect(r.files.products.products[1].label).toBe('다른 항목');
      },
    },
    {
      // The same field changed on both sides: 409 with the conflict.
      op: 'putStudioDraft',
      as: 'staff',
      url: '/studio/config/draft',
      body: {
        baseVersion: 0,
        files: (() => {
          const f = files();
          f.products.products[0].label = '충돌';
          return f;
        })(),
      },
      status: 409,
      check: (r: any) => expect(r.conflicts[0].pointer).toBe('/products/0/label'),
    },
    {
      op: 'postProductOrder',
      as: 'master',
      url: '/product/order',
      body: {
        items: [{ type: 0, day: 30, quantity: 1, periodFrom: future, expectedTotal: 1 }],
        configVersion: 0,
        agreePaidTerms: true,
      },
      status: 409,
      check: (r: any) => expect(r.lines).toEqual([{ index: 0, expected: 1, actual: 3300 }]),
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
    // History, comparison and import. Their changes are checked in their own module graph
    // (server/handlers/studio-history.contract.test.ts): resolved versions are cached per
    // version number, and another file of this process may have its own version 1.
    {
      op: 'getStudioHistory',
      as: 'staff',
      url: '/studio/config/history',
      check: (r: any) =>
        expect(r.items.map((i: any) => [i.action, i.version])).toEqual([
          ['rollback', 2],
          ['publish', 1],
        ]),
    },
    { op: 'getStudioVersionChanges', as: 'staff', url: '/studio/config/versions/2/changes?from=1' },
    {
      op: 'postStudioImport',
      as: 'staff',
      url: '/studio/config/import',
      body: { files: { 'products.json': '{}' } },
      status: 400,
    },
  ];
}
