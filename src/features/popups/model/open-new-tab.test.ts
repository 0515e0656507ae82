import { afterEach, describe, expect, it, vi } from 'vitest';
import { isWebUrl, openInNewTab } from './open-new-tab';

describe('notice links open only http(s) addresses', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['https://example.kr/event', true],
    ['http://example.kr', true],
    ['/notice/1', true],
    ['javascript:alert(1)', false],
    [' JavaScript:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['file:///etc/passwd', false],
    ['vbscript:msgbox', false],
  ])('%s -> %s', (url, ok) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(isWebUrl(url)).toBe(ok);
    openInNewTab(url);
    expect(open).toHaveBeenCalledTimes(ok ? 1 : 0);
  });
});
