/**
 * What the server-rendered page's first script (server/plugins/held-input.ts) keeps while the
 * page's scripts load: the last submit of a form the app had not taken over yet, the forms it has
 * taken over since, the last button pressed and the choices made before React listened
 * (`reactListens`).
 */
export interface HeldInput {
  held: { form: HTMLFormElement; submitter: HTMLElement | null } | null;
  live: WeakSet<HTMLFormElement>;
  press: HTMLElement | null;
  /** Choices made before React listened: `select:<id>`, `radio:<name>`, `checkbox:<id>`. */
  choices: Record<string, string | boolean>;
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

/**
 * The choice made in a field before React listened (`select:<id>`, `radio:<name>`,
 * `checkbox:<id>`), taken once: a field mounted again later starts from the form's value.
 */
export function takeHeldChoice(key: string): string | boolean | undefined {
  const choices = heldInput()?.choices;
  if (!choices || !(key in choices)) return undefined;
  const choice = choices[key];
  delete choices[key];
  return choice;
}
