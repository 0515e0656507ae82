// A server-rendered form (docs/ssr.md) shows its fields and its submit button before the page's
// scripts have run. Submitted then, the browser would send the form itself: the login form's
// e-mail and password in a URL. This script, inline at the top of every rendered page, holds
// such a submit until the app has hydrated the form, which then sends it as if pressed then
// (src/ssr/held-submit.ts). The CSP allows it by its hash and no other inline script.
import { createHash } from 'node:crypto';

/** The page's global that carries a held submit to the app (src/ssr/held-submit.ts). */
export const HELD_SUBMIT_GLOBAL = '__heldSubmit';

/**
 * Every submit of a form the app has not yet taken over (`live`) is stopped and kept (the last
 * one wins). The portal has no form the browser should send itself: each one's React handler
 * stops the browser's submit as well, so stopping it here too changes nothing once hydrated.
 */
export const HOLD_SUBMITS_SCRIPT =
  `(function(){var s=window.${HELD_SUBMIT_GLOBAL}={held:null,live:new WeakSet()};` +
  `document.addEventListener('submit',function(e){e.preventDefault();` +
  `if(!s.live.has(e.target))s.held={form:e.target,submitter:e.submitter||null};},true);})();`;

/** The CSP source that allows HOLD_SUBMITS_SCRIPT. */
export const HOLD_SUBMITS_CSP = `'sha256-${createHash('sha256').update(HOLD_SUBMITS_SCRIPT).digest('base64')}'`;

/** The script element a rendered page's head starts with. */
export const HOLD_SUBMITS_TAG = `<script>${HOLD_SUBMITS_SCRIPT}</script>`;
