// The config version the page renders with: its number, what staff changed over the built-in
// files (the version's overlay, config/overlay.ts) and the condition trees of the conditions it
// changed. One immutable snapshot at a time; a new version replaces it whole.
import { createStore } from 'zustand/vanilla';
import type { Overlay } from '@config/overlay';

export interface ConfigSnapshot {
  /** 0 is the built-in config; a negative number is a studio preview draft. */
  readonly version: number;
  readonly overlay: Overlay;
  /** Condition trees the version adds (keyed by CEL text); the built-in ones are generated. */
  readonly conditions: Readonly<Record<string, readonly [string, ...unknown[]]>>;
  /** The rollout whose segment the signed-in office is in (its changes are in `overlay`). */
  readonly rollout?: number | null;
}

export const BUILT_IN: ConfigSnapshot = Object.freeze({ version: 0, overlay: {}, conditions: {} });

/** The active snapshot itself is the store's state (use-config.ts reads it in components). */
export const snapshotStore = createStore<ConfigSnapshot>()(() => BUILT_IN);
// The server snapshot React renders and hydrates with is the version set before the first
// render (docs/ssr.md; zustand would take the state the store was created with).
snapshotStore.getInitialState = snapshotStore.getState;

export const activeSnapshot = (): ConfigSnapshot => snapshotStore.getState();

/** Makes `next` the config every reader sees, and tells the subscribed screens (the same
 * snapshot again tells nobody). */
export function setActiveSnapshot(next: ConfigSnapshot): void {
  snapshotStore.setState(next, true);
}

export function subscribeSnapshot(listener: () => void): () => void {
  return snapshotStore.subscribe(() => listener());
}
