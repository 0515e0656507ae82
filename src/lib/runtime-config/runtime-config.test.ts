import { afterAll, describe, expect, it, vi } from 'vitest';
import { conditionTrees } from '@/generated/config/conditions';
import { menusConfig } from '@/generated/config/menus';
import { messages } from '@/generated/config/messages';
import { popupChainConfig } from '@/generated/config/popup-chain';
import { productsConfig } from '@/generated/config/products';
import { uiConfig } from '@/generated/config/ui';
import { holds } from '@/lib/conditions';
import { initialSession } from '@/session';
import { apiError, apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { activeConfigVersion } from './config-store';
import { mergeInPlace } from './merge-in-place';
import { syncRuntimeConfig } from './runtime-config';

const builtIn = structuredClone({
  products: productsConfig,
  chain: popupChainConfig,
  menus: menusConfig,
  messages,
  ui: uiConfig,
});

function published(version: number) {
  const files = {
    products: structuredClone(builtIn.products) as Record<string, any>,
    'popup-chain': structuredClone(builtIn.chain) as Record<string, any>,
    menus: structuredClone(builtIn.menus),
    'messages.ko': structuredClone(builtIn.messages),
    ui: structuredClone(builtIn.ui),
  };
  files.products.products[0].label = `게시 ${version}`;
  const startup = files['popup-chain'].chains[0];
  startup.steps[2].when = 'isMaster';
  startup.steps = [startup.steps[2], startup.steps[0]];
  // The form-entry chain moves ahead of the start-up one.
  files['popup-chain'].chains.reverse();
  return { version, files, conditions: { isMaster: ['id', 'isMaster'] } };
}

afterAll(async () => {
  server.use(apiOk('get', '/config', { version: 0, files: {}, conditions: {} }));
  await syncRuntimeConfig();
});

describe('merging a version into the imported config objects', () => {
  it('keeps nested objects and arrays, so references taken at import time see the new values', () => {
    const target = { a: { b: 1, gone: true }, list: [{ x: 1 }, { x: 2 }, { x: 3 }] };
    const nested = target.a;
    const first = target.list[0];
    mergeInPlace(target, { a: { b: 2 }, list: [{ x: 9 }], added: 'y' });
    expect(target).toEqual({ a: { b: 2 }, list: [{ x: 9 }], added: 'y' });
    expect(target.a).toBe(nested);
    expect(target.list[0]).toBe(first);
  });

  it('matches list items by id (or key), not by index: a reordered item keeps its object', () => {
    const steps = [{ id: 'a', when: 'x' }, { id: 'b', cookie: { days: 1 } }, { id: 'c' }];
    const [a, b] = steps;
    const cookie = b!.cookie;
    mergeInPlace(steps, [{ id: 'b', cookie: { days: 3 } }, { id: 'a' }, { id: 'd' }]);
    expect(steps).toEqual([{ id: 'b', cookie: { days: 3 } }, { id: 'a' }, { id: 'd' }]);
    expect(steps[0]).toBe(b);
    expect(steps[0]!.cookie).toBe(cookie);
    expect(steps[1]).toBe(a);
    expect(steps[1]).not.toHaveProperty('when');
    const products = [{ key: 'p1', label: '1' }, { key: 'p2' }];
    const [p1] = products;
    mergeInPlace(products, [{ key: 'p2' }, { key: 'p1', label: '하나' }]);
    expect(products[1]).toBe(p1);
    expect(p1!.label).toBe('하나');
  });

  it('merges by index when ids are missing or repeat', () => {
    const list = [{ id: 'a', n: 1 }, { n: 2 }];
    const [first] = list;
    mergeInPlace(list, [{ n: 3 }, { id: 'a', n: 4 }]);
    expect(list).toEqual([{ n: 3 }, { id: 'a', n: 4 }]);
    expect(list[0]).toBe(first);
  });
});

describe('the active config at run time', () => {
  it('applies a published version to the static imports and its conditions to the one evaluator', async () => {
    const [startup, formEntry] = popupChainConfig.chains;
    const steps = startup.steps;
    const role = steps[2];
    server.use(apiOk('get', '/config', published(3)));
    await syncRuntimeConfig();
    expect(activeConfigVersion()).toBe(3);
    expect(productsConfig.products[0]!.label).toBe('게시 3');
    // Chains and steps follow their ids: the objects screens hold stay the same.
    expect(popupChainConfig.chains.map((c) => c.id)).toEqual(['form-entry', 'startup']);
    expect(popupChainConfig.chains[0]).toBe(formEntry);
    expect(popupChainConfig.chains[1]).toBe(startup);
    expect(steps.map((s) => s.id)).toEqual(['role', 'text-notice']);
    expect(steps[0]).toBe(role);
    expect(steps[0]).toMatchObject({ when: 'isMaster' });
    expect(holds('isMaster', { ...initialSession, isMaster: true })).toBe(true);
    expect(conditionTrees.isMaster).toEqual(['id', 'isMaster']);
  });

  it('keeps the current config when the call fails', async () => {
    server.use(apiError('get', '/config', 500, { code: 500, msg: '서버 오류' }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await syncRuntimeConfig();
    expect(activeConfigVersion()).toBe(3);
    expect(productsConfig.products[0]!.label).toBe('게시 3');
  });

  it('returns to the built-in config when the server serves version 0', async () => {
    server.use(apiOk('get', '/config', { version: 0, files: {}, conditions: {} }));
    await syncRuntimeConfig();
    expect(activeConfigVersion()).toBe(0);
    expect(productsConfig).toEqual(builtIn.products);
    expect(popupChainConfig).toEqual(builtIn.chain);
  });
});
