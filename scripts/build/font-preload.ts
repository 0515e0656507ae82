// Preloads the Pretendard subsets every first screen draws with, so the browser fetches them
// with the page instead of after the CSS and the scripts: the text appears in Pretendard from
// its first paint, and `font-display: swap` (set by pretendard's CSS) never has to swap a
// fallback out under the user's eyes (no layout shift).
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * The dynamic-subset files (of 92) that /, /login, /dashboard, /gongsil/list, /product/purchase
 * and /form all fetch: the common Hangul syllables, Latin and digits. Measured in Chromium on the
 * built portal (docs/perf/bundle.md, "Delivery"); a subset only some screens use is left to the CSS.
 */
export const FIRST_SCREEN_SUBSETS = [84, 85, 86, 87, 88, 89, 90, 91] as const;

const subsetOf = (file: string) => /PretendardVariable\.subset\.(\d+)-[\w-]+\.woff2$/.exec(file);

export function fontPreload(subsets: readonly number[] = FIRST_SCREEN_SUBSETS): Plugin {
  return {
    name: 'font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const files = Object.keys(ctx.bundle ?? {}).filter((f) => {
          const m = subsetOf(f);
          return !!m && subsets.includes(Number(m[1]));
        });
        if (files.length !== subsets.length)
          throw new Error(`font-preload: found ${files.length} of ${subsets.length} subsets`);
        return files.sort().map((f): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${f}`, crossorigin: '' },
          injectTo: 'head',
        }));
      },
    },
  };
}

/**
 * Pretendard's CSS asks for `font-display: swap`: text is drawn at once in a fallback font and
 * re-flowed when the web font arrives. A server-rendered page paints before the preloaded subsets
 * are decoded, even from the cache, so every load re-flowed its text (a layout shift of about
 * 0.003 on /). `optional` waits up to 100 ms for the font (a cached or preloaded font is there by
 * then) and otherwise keeps the fallback for that page view: text never re-flows. `fallback`
 * swapped up to 3 s later, and on a loaded machine even a cached font missed the 100 ms: the
 * signed-in screens shifted by 0.0002–0.005 in three clean-clone runs (docs/ssr.md).
 */
export function fontDisplayFallback(): Plugin {
  return {
    name: 'font-display-fallback',
    transform(code, id) {
      if (!/pretendard.*\.css$/.test(id.split('?')[0] ?? '')) return null;
      return { code: code.replace(/font-display:\s*swap/g, 'font-display: optional'), map: null };
    },
  };
}

/** What a style sheet is once its `@font-face` rules are taken out. */
const withoutFontFaces = (css: string) => css.replace(/@font-face\s*\{[^}]*\}/g, '').trim();

/**
 * Marks the page's style sheet `data-fonts` when it holds nothing but `@font-face` rules (the
 * Pretendard subsets main.tsx imports): the server may then leave it and the font preloads out
 * of a rendered page for a first visit and fetch them after the first paint
 * (server/plugins/late-scripts.ts). A sheet with any other rule stays unmarked, in the head.
 */
export function markFontStylesheet(): Plugin {
  return {
    name: 'mark-font-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (tag, file: string) => {
            const asset = ctx.bundle?.[file];
            const css = asset?.type === 'asset' ? String(asset.source) : null;
            return css !== null && css.includes('@font-face') && withoutFontFaces(css) === ''
              ? tag.replace('<link rel="stylesheet"', '<link rel="stylesheet" data-fonts')
              : tag;
          },
        );
      },
    },
  };
}
