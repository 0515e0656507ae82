/**
 * Markup a notice must never carry to the screen: an event handler and a script, each setting
 * `window.__xss`. The sanitiser's tests (in the browser's DOM, in the popup and where there is
 * no DOM) append it to the notice they render.
 */
export const HOSTILE_HTML = '<img src=x onerror="window.__xss=1"><script>window.__xss=1</script>';
