import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it('returns the origin location of the login guard', () => {
    expect(safeReturnPath({ from: { pathname: '/room', search: '?a=1', hash: '#x' } })).toBe(
      '/room?a=1#x',
    );
    expect(safeReturnPath({ from: '/account/user' })).toBe('/account/user');
  });
  it.each([
    undefined,
    null,
    {},
    { from: 'https://evil.example' },
    { from: '//evil.example/x' },
    { from: '/\\evil.example' },
    { from: 'javascript:alert(1)' },
    { from: '/login' },
    { from: { pathname: '/login', search: '?x' } },
    { from: '/a\nb' },
    { from: { pathname: 42 } },
  ])('falls back for %j', (state) => {
    expect(safeReturnPath(state)).toBe('/dashboard');
    expect(safeReturnPath(state, '/x')).toBe('/x');
  });
});
