// A server-rendered page (docs/ssr.md) shows its fields and buttons before the page's scripts
// have run (100-300 ms after the first paint on a near server, more on a slow line). This script,
// inline at the top of every rendered page, keeps what the broker did meanwhile for the app to do
// once hydrated (src/ssr/held-input.ts), so nothing pressed then is lost:
// - a submitted form, which the browser would otherwise send itself (the login form's e-mail and
//   password in a URL);
// - a pressed button, which would otherwise do nothing (its handler is not there yet);
// - a choice in a select, a radio or a checkbox, which hydration would set back to the field's
//   first value (React sets a controlled select's and radio's state on the element as it
//   hydrates; typed text is left as it is and taken by the field, use-typed-before-hydration.ts).
// The CSP allows it by its hash and no other inline script.
import { createHash } from 'node:crypto';

/** The page's global that carries what was held to the app (src/ssr/held-input.ts). */
export const HELD_INPUT_GLOBAL = '__heldInput';

/**
 * What presses are held: buttons and the widgets that act like them. A link is followed by the
 * browser as it is; a submit button's press is its form's submit, held as that.
 */
const PRESSABLE =
  'button,[role=button],[role=tab],[role=menuitem],[role=option],[role=checkbox],[role=switch]';

/**
 * Every submit of a form the app has not yet taken over (`live`) is stopped and kept (the last
 * one wins). Every choice made before React listens is kept (`choices`, the last per field): a
 * select's value by its id, a radio group's by its name, a checkbox's checked state by its id. The portal has no form the browser should send itself: each one's React handler
 * stops the browser's submit as well, so stopping it here too changes nothing once hydrated.
 * Until React listens (`reactListens`, set right after `hydrateRoot`), the last press of a button
 * is kept (`press`): from then on React answers a press itself.
 */
export const HOLD_INPUT_SCRIPT =
  `(function(){var s=window.${HELD_INPUT_GLOBAL}={held:null,live:new WeakSet(),press:null,choices:{},reactListens:false};` +
  `document.addEventListener('submit',function(e){e.preventDefault();` +
  `if(!s.live.has(e.target))s.held={form:e.target,submitter:e.submitter||null};},true);` +
  `document.addEventListener('change',function(e){var t=e.target;if(s.reactListens||!t)return;` +
  `if(t.type==='radio'){if(t.name)s.choices['radio:'+t.name]=t.value;}` +
  `else if(t.type==='checkbox'){if(t.id)s.choices['checkbox:'+t.id]=t.checked;}` +
  `else if(t.tagName==='SELECT'&&t.id)s.choices['select:'+t.id]=t.value;},true);` +
  `document.addEventListener('click',function(e){if(s.reactListens)return;` +
  `var t=e.target&&e.target.closest&&e.target.closest('${PRESSABLE}');` +
  `if(!t||t.closest('a[href]')||(t.type==='submit'&&t.form))return;s.press=t;},true);})();`;

/** The CSP source that allows HOLD_INPUT_SCRIPT. */
export const HOLD_INPUT_CSP = `'sha256-${createHash('sha256').update(HOLD_INPUT_SCRIPT).digest('base64')}'`;

/** The script element a rendered page's head starts with. */
export const HOLD_INPUT_TAG = `<script>${HOLD_INPUT_SCRIPT}</script>`;
