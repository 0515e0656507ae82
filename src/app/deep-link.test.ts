import { describe, expect, it } from 'vitest';
import { resolveDeepLink } from './deep-link';

const q = (o: unknown) => '?data=' + encodeURIComponent(JSON.stringify(o));

describe('resolveDeepLink', () => {
  it('maps ROOM_MANAGE with keyword, roomsSeq or roomId', () => {
    expect(resolveDeepLink(q({ link: 'ROOM_MANAGE', keyword: 'a b' }))).toBe(
      '/room/dabang-list/?keyword=a+b',
    );
    expect(resolveDeepLink(q({ link: 'ROOM_MANAGE', roomsSeq: 5, roomId: 9 }))).toBe(
      '/room/dabang-list/?keyword=5',
    );
    expect(resolveDeepLink(q({ link: 'ROOM_MANAGE', roomId: 'R9' }))).toBe(
      '/room/dabang-list/?keyword=R9',
    );
    expect(resolveDeepLink(q({ link: 'ROOM_MANAGE' }))).toBe('/room/dabang-list/?keyword=');
  });
  it('maps GONGSILCENTER_LIST', () => {
    expect(resolveDeepLink(q({ link: 'GONGSILCENTER_LIST' }))).toBe('/gongsil/list/pick');
  });
  it('ignores missing, malformed, non-object and unknown data', () => {
    expect(resolveDeepLink('')).toBeNull();
    expect(resolveDeepLink('?x=1')).toBeNull();
    expect(resolveDeepLink('?data={bad')).toBeNull();
    expect(resolveDeepLink(q([1]))).toBeNull();
    expect(resolveDeepLink(q('ROOM_MANAGE'))).toBeNull();
    expect(resolveDeepLink(q({ link: 'OTHER' }))).toBeNull();
  });
});
