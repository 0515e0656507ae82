// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { builtInConfigFiles } from './built-in';
import { keyProblems } from './key-rules';
import { PROBLEM_TABLE, applyCase } from './problem-table';
import { checkConfigFiles } from './index';

describe('checkConfigFiles', () => {
  it('accepts the built-in spec/config', () => {
    expect(checkConfigFiles(builtInConfigFiles())).toEqual([]);
  });

  it.each(PROBLEM_TABLE)('refuses $name with the exact problem line', (c) => {
    expect(checkConfigFiles(applyCase(builtInConfigFiles(), c))).toEqual(c.problems);
  });

  it('reports problems in several files together, one line each', () => {
    const files = builtInConfigFiles() as Record<string, any>;
    files.products.products[0].unitPrices['30'] = -1;
    files.routes.routes[0].access = 'everyone';
    expect(checkConfigFiles(files)).toEqual([
      'spec/config/routes.json#/routes/0/access: must be equal to one of the allowed values (["guest","open","auth"])',
      'spec/config/products.json#/products/0/unitPrices/30: must be >= 0',
    ]);
  });

  it('never reads the input it checks as trusted: non-objects are schema problems', () => {
    const files = { ...builtInConfigFiles(), menus: 'not json' };
    expect(checkConfigFiles(files)).toEqual(['spec/config/menus.json#/: must be object']);
  });

  it('reports ui constants nothing reads and ones the code reads but the file lacks', () => {
    const files = { 'messages.ko': {}, ui: { scroll: { cartMs: 400 } } };
    expect(
      keyProblems(files, { messages: [], ui: ['scroll.defaultMs'] }).map(
        (p) => p.file + '#' + p.pointer + ': ' + p.reason,
      ),
    ).toEqual([
      'spec/config/ui.json#/scroll/cartMs: unused key: nothing in src/ or server/ reads it',
      'spec/config/ui.json#/scroll/defaultMs: missing key: the code uses it',
    ]);
  });
});
