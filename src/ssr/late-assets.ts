// What a server-rendered page fetches only after its first paint (server/plugins/late-scripts.ts):
// its scripts always, and on a first visit the web font too. Shared by the server, which writes
// the data block, and the app, which adds the font's style sheet on the first move to another
// page.

/** The id of the page's data block. */
export const LATE_ASSETS_ID = 'late-scripts';

/**
 * Set by the page once the font files are in the browser's cache, to the style sheet's address
 * (its name changes with its content): a later page with it gets the font in its head again.
 */
export const FONTS_COOKIE = 'fonts';

export interface LateAssets {
  /** The entry script. */
  entry: string;
  /** The modules to preload beside it: the entry's imports and the route's screen. */
  preload: string[];
  /** On a first visit: the font's style sheet and the font files its first screens use. */
  fonts?: { css: string; files: string[] };
}
