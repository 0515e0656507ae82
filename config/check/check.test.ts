// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtInCopy } from '../files';
import { problem } from '../problems';
import { keyProblems } from './key-rules';
import { PROBLEM_TABLE, applyCase } from './problem-table';
import { checkConfig } from './index';

describe('checkConfig', () => {
  it('accepts the built-in spec/config', () => {
    expect(checkConfig(builtInCopy())).toEqual([]);
  });

  it.each(PROBLEM_TABLE)('refuses $name with the exact problems', (c) => {
    expect(checkConfig(applyCase(builtInCopy(), c))).toEqual(c.problems);
  });

  it('reports problems in several files together, structured', () => {
    const files = builtInCopy() as Record<string, any>;
    files.products.products[0].unitPrices['30'] = -1;
    files.routes.routes[0].access = 'everyone';
    expect(checkConfig(files)).toEqual([
      problem('routes', '/routes/0/access', 'schema.enum', {
        allowedValues: '["guest","open","auth","mobile"]',
      }),
      problem('products', '/products/0/unitPrices/30', 'schema.minimum', { limit: 0 }),
    ]);
  });

  it('never reads the input it checks as trusted: non-objects are schema problems', () => {
    const files = { ...builtInCopy(), menus: 'not json' };
    expect(checkConfig(files)).toEqual([problem('menus', '', 'schema.type', { type: 'object' })]);
  });

  it('refuses a product sold for 0원 (a plausible mistake the schema allows)', () => {
    const files = builtInCopy() as Record<string, any>;
    files.products.products[0].unitPrices['60'] = 0;
    files.products.packageFamilies.normal.tiers[1].price = 0;
    expect(checkConfig(files)).toEqual([
      problem('products', '/products/0/unitPrices/60', 'product.soldForFree'),
      problem('products', '/packageFamilies/normal/tiers/1/price', 'product.soldForFree'),
    ]);
  });

  it('accepts a product at 0원 the publish confirms by key, never a package tier at 0원', () => {
    const files = builtInCopy() as Record<string, any>;
    files.products.products[0].unitPrices['60'] = 0;
    files.products.packageFamilies.normal.tiers[1].price = 0;
    const tier = problem(
      'products',
      '/packageFamilies/normal/tiers/1/price',
      'product.soldForFree',
    );
    expect(checkConfig(files, undefined, { freeProducts: ['general_allinone'] })).toEqual([tier]);
    expect(checkConfig(files, undefined, { freeProducts: ['subway'] })).toHaveLength(2);
    expect(checkConfig(files, undefined, { freeProducts: 'any' })).toEqual([tier]);
  });

  it('reports ui constants nothing reads and ones the code reads but the file lacks', () => {
    const files = { 'messages.ko': {}, ui: { scroll: { cartMs: 400 } } };
    expect(keyProblems(files, { messages: [], ui: ['scroll.defaultMs'] })).toEqual([
      problem('ui', '/scroll/cartMs', 'key.unused'),
      problem('ui', '/scroll/defaultMs', 'key.missing'),
    ]);
  });
});
