import { applyRuntimeConfig, type RuntimeConfig } from './runtime-config';

let drafts = 0;

/**
 * Renders the page with a DRAFT config instead of the active one. Only the studio's preview frame
 * calls this, in its own window, so the studio page and every other tab keep the active version.
 * Each draft gets a new negative version number, never a published one: the shell re-renders with
 * it, the loader leaves it in place (runtime-config.ts), and an order priced on it is refused.
 */
export function applyDraftConfig(draft: Omit<RuntimeConfig, 'version'>): Promise<void> {
  drafts += 1;
  return applyRuntimeConfig({ ...draft, version: -drafts });
}
