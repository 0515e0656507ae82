import { describe, expect, it } from 'vitest';
import { problem } from '@config/problems';
import { fieldError, fieldId, pointerOf, problemMessage, problemsUnder } from './problems';

describe('structured problems at their fields', () => {
  const problems = [
    problem('products', '/products/0/unitPrices/30', 'schema.minimum', { limit: 0 }),
    problem('products', '/products/2', 'schema.required', { missingProperty: 'label' }),
    problem('products', '/products/2', 'schema.additionalProperties', {
      additionalProperty: 'colour',
    }),
  ];

  it('words a problem from its code and params, in Korean', () => {
    expect(problemMessage(problems[0]!)).toBe('0 이상이어야 합니다');
    expect(
      problemMessage(
        problem('menus', '/intro/items/0/when', 'condition.unknownField', { field: 'isRich' }),
      ),
    ).toBe('알 수 없는 세션 항목 isRich을(를) 사용했습니다');
  });

  it('matches a field by file and pointer, and a missing property by the child it names', () => {
    expect(fieldError(problems, 'products', '/products/0/unitPrices/30')).toBe(
      '0 이상이어야 합니다',
    );
    expect(fieldError(problems, 'products', '/products/0/unitPrices/60')).toBeUndefined();
    expect(fieldError(problems, 'products', '/products/2/label')).toBe(
      '필수 항목 label이(가) 없습니다',
    );
    // Another problem of the parent does not land on every child.
    expect(fieldError(problems, 'products', '/products/2/group')).toBeUndefined();
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
