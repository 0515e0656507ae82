// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { jsonHazard, MAX_JSON_DEPTH } from './input-guard.ts';

const nest = (depth: number, leaf = '1') => `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`;

describe('jsonHazard: one pass over the JSON text, before parsing', () => {
  it('allows MAX_JSON_DEPTH levels and refuses one more, objects and arrays alike', () => {
    expect(jsonHazard(nest(MAX_JSON_DEPTH))).toBeNull();
    expect(jsonHazard(nest(MAX_JSON_DEPTH + 1))).toBe('deep');
    expect(jsonHazard(`${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`)).toBe('deep');
    // Siblings do not add up: depth is how far in, not how many.
    expect(jsonHazard(`[${Array(200).fill(nest(10)).join(',')}]`)).toBeNull();
  });

  it('brackets inside strings, escaped quotes included, are text', () => {
    expect(jsonHazard(JSON.stringify({ a: '['.repeat(500) }))).toBeNull();
    expect(jsonHazard(JSON.stringify({ a: `"${'{'.repeat(500)}` }))).toBeNull();
  });

  it('finds a NUL at any depth, in a value or a key, but not an escaped backslash before u0000', () => {
    expect(jsonHazard(JSON.stringify({ a: 'x\u0000y' }))).toBe('nul');
    expect(jsonHazard(JSON.stringify({ 'k\u0000': 1 }))).toBe('nul');
    expect(jsonHazard(nest(60, '"\\u0000"'))).toBe('nul');
    expect(jsonHazard(JSON.stringify({ a: '\\u0000' }))).toBeNull();
    expect(jsonHazard(JSON.stringify({ a: '\\\\u0000' }))).toBeNull();
  });
});
