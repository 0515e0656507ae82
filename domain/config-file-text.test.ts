import { describe, expect, it } from 'vitest';
import { orderLike, sortKeys, specFileText } from './config-file-text.ts';

describe('key order of stored config files', () => {
  it('sorts keys at every depth, arrays kept in order', () => {
    expect(JSON.stringify(sortKeys({ b: 1, a: [{ d: 1, c: 2 }, 3] }))).toBe(
      '{"a":[{"c":2,"d":1},3],"b":1}',
    );
  });

  it("puts keys back in the repository file's order, new keys after it", () => {
    const template = {
      $schema: 'x',
      maxCartItems: 9,
      products: [{ type: 0, key: 'a', label: 'A' }],
    };
    const stored = { products: [{ label: 'B', key: 'b', type: 1, family: 'f' }], maxCartItems: 5 };
    expect(JSON.stringify(orderLike(stored, template))).toBe(
      '{"maxCartItems":5,"products":[{"type":1,"key":"b","label":"B","family":"f"}]}',
    );
  });

  it('writes a file as spec/config keeps it: $schema first, two spaces, final newline', () => {
    expect(
      specFileText(
        'products',
        { maxCartItems: 9, $schema: 'x', currency: '원' },
        { currency: '', maxCartItems: 0 },
      ),
    ).toBe(
      '{\n  "$schema": "./products.schema.json",\n  "currency": "원",\n  "maxCartItems": 9\n}\n',
    );
  });
});
