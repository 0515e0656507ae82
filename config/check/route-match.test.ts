// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pathMatchesRoute } from './route-match';

describe('pathMatchesRoute', () => {
  it.each([
    ['/room/dabang-list', { path: '/room/dabang-list' }, true],
    ['/room/dabang-list/', { path: '/room/dabang-list' }, true],
    ['/room/dabang', { path: '/room/dabang-list' }, false],
    ['/intro/product/guide', { path: '/intro/*' }, true],
    ['/intro', { path: '/intro/*' }, true],
    ['/introduction', { path: '/intro/*' }, false],
    ['/inquiry/talk', { path: '/inquiry/:tab', params: { tab: ['talk', 'sms'] } }, true],
    ['/inquiry/mail', { path: '/inquiry/:tab', params: { tab: ['talk', 'sms'] } }, false],
    ['/gongsil/list/pick?x=1', { path: '/gongsil/list/:tab' }, true],
    ['/gongsil/list', { path: '/gongsil/list/:tab' }, false],
    ['/', { path: '/' }, true],
  ])('%s against %o → %s', (path, route, expected) => {
    expect(pathMatchesRoute(path, route)).toBe(expected);
  });
});
