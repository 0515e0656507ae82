// What a page request's cookies tell the server about this browser that changes what it renders
// (src/ssr/render-plan.ts). Shared by the server, which reads them, and the app, which sets them.

/**
 * Set while this browser keeps a draft of a new listing (room-draft.ts). The draft lives in
 * localStorage, which the server cannot read: a rendered /form would show the empty form and then,
 * once hydrated, push it down under the offer to take the draft up again. With the cookie the
 * browser draws /form itself, with the offer in its first render, as before server rendering.
 */
export const LISTING_DRAFT_COOKIE = 'listing_draft';

export interface RenderHints {
  /** A draft of a new listing is kept in this browser. */
  listingDraft: boolean;
}

export const NO_HINTS: RenderHints = { listingDraft: false };

/** The hints of a request's cookies. */
export function renderHintsOf(cookies: Readonly<Record<string, string>>): RenderHints {
  return { listingDraft: !!cookies[LISTING_DRAFT_COOKIE] };
}
