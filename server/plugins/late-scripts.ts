// A server-rendered page (docs/ssr.md) can be read before any script runs, but the browser did
// not paint it first: module scripts and their preloads named in the head were fetched beside the
// style sheet and fonts and, once in (at once, from a nearby server), evaluated before the first
// frame. The page appeared only after about 200-300 KB of scripts had come and run, which the
// broker waits for without needing it to read. On a rendered page the scripts are therefore
// named in a data block and started by an inline loader once the first frame has been shown:
// every script of the page (the entry, its imports and the route's screen) is still fetched in
// one round, beside each other, only after the text.
//
// The web font is the other wait: the first screens' Pretendard subsets are 215-330 KB, and a
// page whose text waits for them paints 0.3 s later on a 10 Mbit/s line (docs/perf/lighthouse.md).
// A browser that has them cached (the `fonts` cookie says so) gets them in the head as before and
// draws the first paint in Pretendard. A first visit gets the page in the system's Korean font;
// the loader then fetches the font files into the cache and sets the cookie, and the app adds the
// font's style sheet on the first move to another page (src/ssr/late-fonts.ts).
import { createHash } from 'node:crypto';
import { FONTS_COOKIE, LATE_ASSETS_ID, type LateAssets } from '../../src/ssr/late-assets.ts';

export { FONTS_COOKIE };

export { LATE_ASSETS_ID as LATE_SCRIPTS_ID };

/**
 * Module preloads added per task: each costs the main thread about a millisecond to start, and
 * the page's ~50 in one task held it for 47-60 ms after the first paint.
 */
const PRELOADS_PER_TASK = 12;

/**
 * Reads the data block and adds the entry and its preloads (PRELOADS_PER_TASK at a time) to the
 * head once the browser reports the page's first contentful paint (a `paint` entry comes when the
 * frame has been shown, not when it was drawn). A hidden tab shows no frame, and a browser
 * without paint entries reports none: the first loads them at once, the second after two frames.
 * Then, on a first visit, it fetches the font files (into the HTTP cache, at low priority) and,
 * when all have come, sets the cookie for a year. Without the data block nothing happens and the
 * page stays as rendered.
 */
export const LATE_SCRIPTS_SCRIPT =
  `(function(){var b=document.getElementById('${LATE_ASSETS_ID}');if(!b)return;` +
  `var d=JSON.parse(b.textContent),h=document.head,started=false;` +
  `function add(tag,attrs){var e=document.createElement(tag);e.setAttribute('crossorigin','');` +
  `for(var k in attrs)e[k]=attrs[k];h.appendChild(e);}` +
  `function go(){if(started)return;started=true;` +
  `add('script',{type:'module',src:d.entry});var q=d.preload.slice();` +
  `(function next(){q.splice(0,${PRELOADS_PER_TASK}).forEach(function(u){add('link',{rel:'modulepreload',href:u});});` +
  `if(q.length)return setTimeout(next,0);fonts();})();}` +
  `function fonts(){var f=d.fonts;if(!f||!window.fetch)return;` +
  `Promise.all(f.files.map(function(u){return fetch(u,{priority:'low'}).then(function(r){` +
  `if(!r.ok)throw r;return r.arrayBuffer();});})).then(function(){` +
  `document.cookie='${FONTS_COOKIE}='+encodeURIComponent(f.css)+';path=/;max-age=31536000;samesite=lax';` +
  `},function(){});}` +
  `if(document.visibilityState==='hidden')return go();` +
  `document.addEventListener('visibilitychange',go,{once:true});` +
  `var P=window.PerformanceObserver;` +
  `if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){` +
  `new P(function(l,o){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go();}})` +
  `.observe({type:'paint',buffered:true});}` +
  `else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go,0);});});` +
  `})();`;

/** The CSP source that allows LATE_SCRIPTS_SCRIPT. */
export const LATE_SCRIPTS_CSP = `'sha256-${createHash('sha256').update(LATE_SCRIPTS_SCRIPT).digest('base64')}'`;

const ENTRY = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
/** The font's style sheet, marked by the build when it holds only `@font-face` rules. */
const FONT_SHEET = /\s*<link rel="stylesheet" data-fonts crossorigin href="([^"]+)">/;
const FONT_PRELOAD =
  /\s*<link rel="preload" as="font" type="font\/woff2" href="([^"]+)" crossorigin="">/g;

/**
 * Holds the first paint until the data block, the page's last element, has been parsed. With
 * nothing else in the head to wait for, the browser painted a long page (the gongsil list, 98 KB)
 * while its HTML was still being parsed, and a right-aligned row that gained children afterwards
 * moved (a layout shift of 0.005-0.009 in 2 of 8 loads at a quarter of the CPU). Chromium honours
 * it; other browsers ignore it and paint as they did.
 */
const WHOLE_PAGE = `<link rel="expect" href="#${LATE_ASSETS_ID}" blocking="render">`;

/** What the page's head names: its entry script and the modules to preload, in their order. */
export function namedScripts(html: string): { entry: string; preload: string[] } | null {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return null;
  return { entry, preload: [...html.matchAll(PRELOAD)].map((m) => m[1] ?? '') };
}

/** Whether the `fonts` cookie a request sent (as @fastify/cookie reads it) names the font sheet. */
export function fontsCached(html: string, sent: string | undefined): boolean {
  const css = FONT_SHEET.exec(html)?.[1];
  return !!css && sent === css;
}

/**
 * `html` (index.html with its route's preloads) with its entry script and module preloads moved
 * into the data block and the loader at the end of the body; unless `withFonts`, the font's
 * style sheet and preloads are moved there too. A page without an entry script is returned as it
 * is.
 */
export function scriptsAfterFirstPaint(html: string, withFonts = false): string {
  const named = namedScripts(html);
  if (!named) return html;
  const sheet = withFonts ? undefined : FONT_SHEET.exec(html)?.[1];
  const late: LateAssets = sheet
    ? {
        ...named,
        fonts: { css: sheet, files: [...html.matchAll(FONT_PRELOAD)].map((m) => m[1] ?? '') },
      }
    : named;
  // `<` is escaped so that no file name can end the data block.
  const data = JSON.stringify(late).replace(/</g, '\\u003c');
  const page = html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace('</head>', `${WHOLE_PAGE}</head>`);
  return (sheet ? page.replace(FONT_SHEET, '').replace(FONT_PRELOAD, '') : page).replace(
    '</body>',
    `<script type="application/json" id="${LATE_ASSETS_ID}">${data}</script>` +
      `<script>${LATE_SCRIPTS_SCRIPT}</script>\n  </body>`,
  );
}
