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
  files['popup-chain'].steps[2].when = 'isMaster';
  files['popup-chain'].steps = [files['popup-chain'].steps[2], files['popup-chain'].steps[0]];
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
});

describe('the active config at run time', () => {
  it('applies a published version to the static imports and its conditions to the one evaluator', async () => {
    const steps = popupChainConfig.steps;
    server.use(apiOk('get', '/config', published(3)));
    await syncRuntimeConfig();
    expect(activeConfigVersion()).toBe(3);
    expect(productsConfig.products[0]!.label).toBe('게시 3');
    expect(steps.map((s) => s.id)).toEqual(['role', 'text-notice']);
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
