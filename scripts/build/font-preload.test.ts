import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { fontPreload, FIRST_SCREEN_SUBSETS, markFontStylesheet } from './font-preload';

const bundleOf = (files: string[]) =>
  Object.fromEntries(files.map((f) => [f, {}])) as IndexHtmlTransformContext['bundle'];
const allSubsets = Array.from(
  { length: 92 },
  (_, i) => `assets/PretendardVariable.subset.${i}-h${i}x_Y.woff2`,
);

function run(files: string[]): HtmlTagDescriptor[] {
  const hook = fontPreload().transformIndexHtml as {
    handler: (html: string, ctx: IndexHtmlTransformContext) => HtmlTagDescriptor[];
  };
  return hook.handler('', { path: '/index.html', filename: 'index.html', bundle: bundleOf(files) });
}

describe('font preload', () => {
  it('preloads exactly the first-screen subsets, as cross-origin woff2 fonts', () => {
    const tags = run([...allSubsets, 'assets/index-abc.js']);
    expect(tags.map((t) => t.attrs?.href)).toEqual(
      [...FIRST_SCREEN_SUBSETS]
        .map((n) => `/assets/PretendardVariable.subset.${n}-h${n}x_Y.woff2`)
        .sort(),
    );
    for (const t of tags)
      expect(t.attrs).toMatchObject({
        rel: 'preload',
        as: 'font',
        type: 'font/woff2',
        crossorigin: '',
      });
  });

  it('fails the build when the subsets are not in the bundle (the font package renamed them)', () => {
    expect(() => run(['assets/index-abc.js'])).toThrow(/found 0 of 8 subsets/);
  });
});

describe('the font style sheet mark', () => {
  const page = (css: string) => `<head><link rel="stylesheet" crossorigin href="/${css}"></head>`;
  function mark(html: string, sources: Record<string, string>): string {
    const hook = markFontStylesheet().transformIndexHtml as {
      handler: (html: string, ctx: IndexHtmlTransformContext) => string;
    };
    const bundle = Object.fromEntries(
      Object.entries(sources).map(([f, source]) => [f, { type: 'asset', source }]),
    ) as unknown as IndexHtmlTransformContext['bundle'];
    return hook.handler(html, { path: '/index.html', filename: 'index.html', bundle });
  }
  const FACES =
    "@font-face{font-family:'Pretendard Variable';src:url(a.woff2) format('woff2');unicode-range:U+AC00-AC2F}\n" +
    "@font-face{font-family:'Pretendard Variable';src:url(b.woff2);font-display:optional}\n";

  it('marks a sheet of @font-face rules only, which the server may then send later', () => {
    expect(mark(page('assets/index-F.css'), { 'assets/index-F.css': FACES })).toBe(
      '<head><link rel="stylesheet" data-fonts crossorigin href="/assets/index-F.css"></head>',
    );
  });

  it('leaves a sheet with any other rule, an empty one or an unknown one in the head as it was', () => {
    for (const source of [`${FACES}body{margin:0}`, '', '@media print{a{color:red}}']) {
      const html = page('assets/index-G.css');
      expect(mark(html, { 'assets/index-G.css': source }), source).toBe(html);
    }
    expect(mark(page('assets/other.css'), {})).toBe(page('assets/other.css'));
  });
});
