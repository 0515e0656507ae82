import { describe, expect, it } from 'vitest';
import { desktopCounterpart, isMobileVariantPath, mobileCounterpart } from './mobile-paths';

describe('mobile paths', () => {
  it('knows the variant by its prefix, not by the marker anywhere (A-03)', () => {
    expect(isMobileVariantPath('/mobile')).toBe(true);
    expect(isMobileVariantPath('/mobile/inquiry/talk')).toBe(true);
    expect(isMobileVariantPath('/room/mobile/x')).toBe(false);
    expect(isMobileVariantPath('/mobiles')).toBe(false);
  });

  it.each([
    ['/inquiry/talk', '?page=2', '/mobile/inquiry/talk?page=2'],
    ['/inquiry/sms/12', '', '/mobile/inquiry/sms/12'],
    ['/gongsil/list', '?tab=all&page=1&limit=24', '/mobile/gongsil/list?tab=all&page=1&limit=24'],
    ['/room/dabang-list', '?status=waiting', '/mobile/room/dabang-list?status=waiting'],
    ['/dashboard', '', '/mobile'],
    ['/product/purchase', '?x=1', '/mobile'],
    ['/', '', '/mobile'],
  ])('offers %s%s on a phone as %s', (path, search, mobile) => {
    expect(mobileCounterpart(path, search)).toBe(mobile);
  });

  it.each([
    ['/mobile/inquiry/talk', '?page=2', '/inquiry/talk?page=2'],
    ['/mobile/gongsil/list', '', '/gongsil/list'],
    ['/mobile', '', '/dashboard'],
  ])('leads %s%s back to %s on the desktop', (path, search, desktop) => {
    expect(desktopCounterpart(path, search)).toBe(desktop);
  });
});
