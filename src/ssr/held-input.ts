/**
 * What the server-rendered page's first script (server/plugins/held-input.ts) keeps while the
 * page's scripts load: the last submit of a form the app had not taken over yet, the forms it has
 * taken over since, and the last button pressed before React listened (`reactListens`).
 */
export interface HeldInput {
  held: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  live: WeakSet<HTMLFormElement>;
  press: HTMLElement | null;
  reactListens: boolean;
}

declare global {
  interface Window {
    /** Set by the server-rendered page only (HELD_INPUT_GLOBAL). */
    __heldInput?: HeldInput;
  }
}

/** What the rendered page held; null on a page the browser rendered. */
export const heldInput = (): HeldInput | null => window.__heldInput ?? null;
