// The web font a first visit's rendered page left out (server/plugins/late-scripts.ts) is added
// by the app on the first move to another page, once, and nowhere else.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defaultPathEffects } from '@/app/default-path-effects';
import { apiOk } from '@/testing/msw/api';
import { server } from '@/testing/msw/server';
import { LATE_ASSETS_ID } from './late-assets';
import { applyLateFonts, readLateAssets } from './late-fonts';

function pageWith(data: string | null) {
  document.head.innerHTML = '';
  document.getElementById(LATE_ASSETS_ID)?.remove();
  if (data === null) return;
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = LATE_ASSETS_ID;
  block.textContent = data;
  document.body.appendChild(block);
}

const FIRST_VISIT = JSON.stringify({
  entry: '/assets/index-A.js',
  preload: [],
  fonts: { css: '/assets/index-F.css', files: ['/assets/f1.woff2'] },
});
const fontSheets = () =>
  [...document.head.querySelectorAll('link[data-fonts]')].map((l) => [
    l.getAttribute('rel'),
    l.getAttribute('href'),
    l.getAttribute('crossorigin'),
  ]);

afterEach(() => pageWith(null));

describe('applyLateFonts', () => {
  it("adds the font's style sheet once", () => {
    pageWith(FIRST_VISIT);
    applyLateFonts();
    applyLateFonts();
    expect(fontSheets()).toEqual([['stylesheet', '/assets/index-F.css', '']]);
  });

  it('adds nothing when the page had its font, was not rendered, or its block is broken', () => {
    pageWith(JSON.stringify({ entry: '/assets/index-A.js', preload: [] }));
    applyLateFonts();
    pageWith(null);
    applyLateFonts();
    pageWith('{"entry":');
    expect(readLateAssets()).toBeNull();
    applyLateFonts();
    expect(fontSheets()).toEqual([]);
  });
});

describe('the path effects', () => {
  it('add the font on the second page, not on the first (its lines would move)', () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    server.use(
      apiOk('get', '/config', () => ({ version: 0, overlay: {}, conditions: {} })),
      apiOk('get', '/user/login/check', () => false),
    );
    pageWith(FIRST_VISIT);
    defaultPathEffects('/login', true);
    expect(fontSheets()).toEqual([]);
    defaultPathEffects('/find-password', false);
    expect(fontSheets()).toEqual([['stylesheet', '/assets/index-F.css', '']]);
  });
});
