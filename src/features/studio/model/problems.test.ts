import { describe, expect, it } from 'vitest';
import { fieldError, fieldId, parseProblem, pointerOf, problemsUnder } from './problems';

describe('checker problem lines', () => {
  it('splits file, pointer and reason, colons in the reason kept', () => {
    expect(
      parseProblem(
        'spec/config/menus.json#/management/items/1/when: invalid condition: Unexpected token: EOF',
      ),
    ).toMatchObject({
      file: 'menus',
      pointer: '/management/items/1/when',
      reason: 'invalid condition: Unexpected token: EOF',
    });
    expect(
      parseProblem('spec/config/messages.ko.json#/common/close: missing key: the code uses it'),
    ).toMatchObject({ file: 'messages.ko', pointer: '/common/close' });
    expect(parseProblem('spec/config/ui.json#/: file is missing')).toMatchObject({
      file: 'ui',
      pointer: '/',
    });
  });

  it('keeps a line of another shape whole, with no field', () => {
    expect(parseProblem('something else')).toEqual({
      file: '',
      pointer: '',
      reason: 'something else',
      line: 'something else',
    });
  });

  it('maps a pointer to its field, and a missing property to the field it names', () => {
    const problems = [
      parseProblem('spec/config/products.json#/products/0/unitPrices/30: must be >= 0'),
      parseProblem("spec/config/products.json#/products/2: must have required property 'label'"),
    ];
    expect(fieldError(problems, 'products', '/products/0/unitPrices/30')).toBe('must be >= 0');
    expect(fieldError(problems, 'products', '/products/0/unitPrices/60')).toBeUndefined();
    expect(fieldError(problems, 'products', '/products/2/label')).toMatch(/label/);
    expect(fieldError(problems, 'menus', '/products/0/unitPrices/30')).toBeUndefined();
    expect(problemsUnder(problems, 'products', '/products/0')).toHaveLength(1);
    expect(problemsUnder(problems, 'products', '/products/1')).toHaveLength(0);
  });

  it('escapes pointer segments and gives every field a distinct DOM id', () => {
    expect(pointerOf('studio', 'a/b', 'c~d')).toBe('/studio/a~1b/c~0d');
    const a = fieldId('messages.ko', '/studio/title');
    const b = fieldId('messages', '/ko/studio/title');
    expect(a).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(a).not.toBe(b);
  });
});
