import type { HtmlTagDescriptor, IndexHtmlTransformContext } from 'vite';
import { describe, expect, it } from 'vitest';
import { fontPreload, FIRST_SCREEN_SUBSETS } from './font-preload';

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
