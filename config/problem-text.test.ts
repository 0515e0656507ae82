// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CONFIG_SCHEMAS } from './files';
import { PROBLEM_TEXT, problemText } from './problem-text';
import { KERNEL_ANNOTATIONS } from './schema-walk';

/** Every JSON Schema keyword the config schemas use (a validation error's code is one of them). */
function keywordsIn(node: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(node)) node.forEach((n) => keywordsIn(n, out));
  else if (node && typeof node === 'object')
    for (const [k, v] of Object.entries(node)) {
      if (['properties', 'patternProperties', 'definitions', '$defs'].includes(k)) {
        Object.values(v as object).forEach((s) => keywordsIn(s, out));
        continue;
      }
      out.add(k);
      // An annotation's value is data (x-enum-titles maps values to names), not schema.
      if (!(KERNEL_ANNOTATIONS as readonly string[]).includes(k)) keywordsIn(v, out);
    }
  return out;
}

const ANNOTATIONS = new Set([
  '$schema',
  '$ref',
  '$id',
  'title',
  'description',
  'default',
  'examples',
  'items',
  'oneOf',
  'anyOf',
  'allOf',
  ...KERNEL_ANNOTATIONS,
]);

describe('every problem the checker can report has Korean text', () => {
  it('each schema keyword of the config schemas has its own entry', () => {
    const used = new Set<string>();
    for (const s of Object.values(CONFIG_SCHEMAS)) keywordsIn(s, used);
    const validating = [...used].filter((k) => !ANNOTATIONS.has(k));
    expect(validating.length).toBeGreaterThan(10);
    for (const k of validating) expect(PROBLEM_TEXT, k).toHaveProperty(`schema.${k}`);
  });

  it('every text is Korean and fills its params', () => {
    for (const code of Object.keys(PROBLEM_TEXT) as (keyof typeof PROBLEM_TEXT)[])
      if (code !== 'schema.other') expect(PROBLEM_TEXT[code], code).toMatch(/[가-힣]/);
    expect(problemText('schema.minimum', { limit: 0 })).toBe('0 이상이어야 합니다');
    expect(problemText('product.noDefaultPrice', { day: 45 })).toBe(
      '기본 기간 45일의 가격이 없습니다',
    );
  });
});
