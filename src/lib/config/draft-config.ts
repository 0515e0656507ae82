import { setActiveSnapshot, type ConfigSnapshot } from './store';

let drafts = 0;

/**
 * Renders the page with a DRAFT config instead of the active one. Only the studio's preview frame
 * calls this, in its own window, so the studio page and every other tab keep the active version.
 * Each draft gets a new negative version number, never a published one: the loader leaves it in
 * place, and an order priced on it is refused.
 */
export function applyDraftConfig(draft: Omit<ConfigSnapshot, 'version'>): void {
  drafts += 1;
  setActiveSnapshot({ ...draft, version: -drafts });
}
