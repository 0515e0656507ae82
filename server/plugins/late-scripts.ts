// A server-rendered page (docs/ssr.md) can be read before any script runs, but the browser does
// not paint it first: module scripts and their preloads named in the head are fetched beside the
// style sheet and fonts, and once they are in (at once, from a nearby server) they are evaluated
// before the first frame. The page then appears only after about 200-300 KB of scripts has come
// and run, which the broker waits for without needing it to read. On a rendered page the scripts
// are therefore named in a data block and started by an inline loader after the first frame is
// painted: every script of the page (the entry, its imports and the route's screen) is still
// fetched in one round, beside each other, only later than the text and its fonts.
import { createHash } from 'node:crypto';

/** The data block that names the page's scripts: `{entry, preload}`. */
export const LATE_SCRIPTS_ID = 'late-scripts';

/**
 * Reads the data block and adds the preloads and the entry to the head once the browser reports
 * the page's first contentful paint (a `paint` entry comes when the frame has been shown, not
 * when it was drawn). A hidden tab shows no frame, and a browser without paint entries reports
 * none: the first loads them at once, the second after two frames. Without the data block nothing
 * happens and the page stays as rendered.
 */
export const LATE_SCRIPTS_SCRIPT =
  `(function(){var b=document.getElementById('${LATE_SCRIPTS_ID}');if(!b)return;` +
  `var d=JSON.parse(b.textContent),h=document.head,started=false;` +
  `function add(tag,attrs){var e=document.createElement(tag);e.setAttribute('crossorigin','');` +
  `for(var k in attrs)e[k]=attrs[k];h.appendChild(e);}` +
  `function go(){if(started)return;started=true;` +
  `add('script',{type:'module',src:d.entry});` +
  `d.preload.forEach(function(u){add('link',{rel:'modulepreload',href:u});});}` +
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

/** What the page's head names: its entry script and the modules to preload, in their order. */
export function namedScripts(html: string): { entry: string; preload: string[] } | null {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return null;
  return { entry, preload: [...html.matchAll(PRELOAD)].map((m) => m[1] ?? '') };
}

/**
 * `html` (index.html with its route's preloads) with its entry script and module preloads moved
 * into the data block and the loader at the end of the body. A page without an entry script is
 * returned as it is.
 */
export function scriptsAfterFirstPaint(html: string): string {
  const named = namedScripts(html);
  if (!named) return html;
  // `<` is escaped so that no file name can end the data block.
  const data = JSON.stringify(named).replace(/</g, '\\u003c');
  return html
    .replace(ENTRY, '')
    .replace(PRELOAD, '')
    .replace(
      '</body>',
      `<script type="application/json" id="${LATE_SCRIPTS_ID}">${data}</script>` +
        `<script>${LATE_SCRIPTS_SCRIPT}</script>\n  </body>`,
    );
}
