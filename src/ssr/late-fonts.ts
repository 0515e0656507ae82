// The app's side of a first visit's web font (src/ssr/late-assets.ts): the rendered page left the
// font's style sheet out, and the app adds it on the first move to another page.
import { LATE_ASSETS_ID, type LateAssets } from './late-assets';

/** The page's data block, or null (a page the server did not render). */
export function readLateAssets(doc: Document = document): LateAssets | null {
  const text = doc.getElementById(LATE_ASSETS_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as LateAssets;
  } catch {
    return null;
  }
}

/**
 * Adds the font's style sheet a first visit's page left out, once: on the first move to another
 * page, when the screen changes anyway (the text then takes the font; a change of font on the
 * page being read would move its lines under the reader). Nothing on any other page.
 */
export function applyLateFonts(doc: Document = document): void {
  const css = readLateAssets(doc)?.fonts?.css;
  if (!css || doc.querySelector('link[data-fonts]')) return;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute('crossorigin', '');
  link.setAttribute('data-fonts', '');
  link.href = css;
  doc.head.appendChild(link);
}
