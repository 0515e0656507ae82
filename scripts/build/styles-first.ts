// Puts the page's style sheet and font preloads at the top of <head>, ahead of the entry script
// and its modulepreload lines. The browser asks for a page's files in the order its head names
// them, and the server answers them in that order: behind some 25 scripts, the style sheet (which
// holds the first paint) and the fonts (which hold its text) arrived 0.1–0.2 s later, and a
// server-rendered page painted after its scripts instead of before them (/login first paint
// 0.61–0.70 s → 0.44–0.55 s, docs/perf/lighthouse.md). The scripts are not parser-blocking
// (modules), so moving them down delays nothing.
import type { Plugin } from 'vite';

/** A head line the first paint waits for: the style sheet, or a font preload. */
const PAINT_LINE = /^\s*<link\b[^>]*\b(rel="stylesheet"|as="font")[^>]*>\s*$/;

/** `html` with its stylesheet and font-preload lines moved to just after <title>. */
export function stylesFirst(html: string): string {
  const lines = html.split('\n');
  const paint = lines.filter((l) => PAINT_LINE.test(l));
  if (!paint.length) return html;
  const rest = lines.filter((l) => !PAINT_LINE.test(l));
  const title = rest.findIndex((l) => l.includes('</title>'));
  if (title < 0) return html;
  return [...rest.slice(0, title + 1), ...paint, ...rest.slice(title + 1)].join('\n');
}

export function stylesFirstPlugin(): Plugin {
  return {
    name: 'styles-first',
    apply: 'build',
    // After Vite has written the script, modulepreload and stylesheet lines and after the font
    // preloads (both 'post' too, registered before this plugin).
    transformIndexHtml: { order: 'post', handler: stylesFirst },
  };
}
