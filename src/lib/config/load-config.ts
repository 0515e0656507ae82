// Loading the active config version from the server (GET /config: what the version changes over
// the build's defaults; for an office in a rollout's segment, the rollout's) and applying it at a
// safe moment. The first load holds the first screen
// back, like the login check; later versions are found by polling and applied at the next route
// change, or at once when no dialog is open and no form has unsaved input (config-holds.ts).
//
// Polling rather than server-sent events: a 304 on the ETag costs one small request per open
// page and interval, works through any proxy and across server processes without a pub/sub
// channel, and the 30 s bound the portal promises is met with room to spare.
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { api } from '@/api/client';
import { call } from '@/api/request';
import { nothingHeld, onHoldsReleased, watchForms } from './config-holds';
import { activeSnapshot, setActiveSnapshot, type ConfigSnapshot } from './store';

/** How often an open page asks whether a new version was published. */
export const POLL_MS = 20_000;

interface LoaderState {
  /** False only while the first load is under way (the shell waits for it). */
  ready: boolean;
  /** A newer version fetched but not applied yet (a dialog or a dirty form holds it back). */
  pending: ConfigSnapshot | null;
}

const INITIAL: LoaderState = { ready: true, pending: null };
const loader = createStore<LoaderState>()(() => INITIAL);
const set = (patch: Partial<LoaderState>) => loader.setState(patch);
let started = false;
/** True while the server-rendered page's version stands for the first load (adoptServerConfig). */
let adopted = false;
let timer: ReturnType<typeof setInterval> | undefined;

export const getConfig = (signal?: AbortSignal) => call(api.GET('/config', { signal }));

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** The answer as a snapshot, or null when it is not one (kept out, like a failed call). */
export function snapshotOf(r: unknown): ConfigSnapshot | null {
  if (!isObject(r) || !Number.isInteger(r.version) || !isObject(r.overlay)) return null;
  if (!Object.values(r.overlay).every(Array.isArray)) return null;
  const conditions = isObject(r.conditions) ? r.conditions : {};
  return {
    version: r.version as number,
    overlay: r.overlay as ConfigSnapshot['overlay'],
    conditions: conditions as ConfigSnapshot['conditions'],
    rollout: Number.isInteger(r.rollout) ? (r.rollout as number) : null,
  };
}

/** The same config: the same version, and the same rollout segment (or none) over it. */
const sameConfig = (a: ConfigSnapshot, b: ConfigSnapshot) =>
  a.version === b.version && (a.rollout ?? null) === (b.rollout ?? null);

/** Applies the version waiting, if any and if nothing holds it back (or `force`). */
export function applyPending(force = false): void {
  const next = loader.getState().pending;
  if (!next || (!force && !nothingHeld())) return;
  set({ pending: null });
  setActiveSnapshot(next);
}

/**
 * Asks for the active version. A draft shown by the studio's preview (negative version) stays;
 * the same version changes nothing; another one is applied now on the first load and at a safe
 * moment afterwards. A failed call keeps what the page has.
 */
export async function refreshConfig(): Promise<void> {
  try {
    const next = snapshotOf(await getConfig());
    if (!next) throw new Error('GET /config answered something that is not a config version');
    const current = activeSnapshot();
    if (current.version < 0 || sameConfig(next, loader.getState().pending ?? current)) return;
    set({ pending: next });
    applyPending(!loader.getState().ready);
  } catch (e) {
    console.error('config load failed; keeping the current config', e);
  } finally {
    if (!loader.getState().ready) set({ ready: true });
  }
}

/** Polls for newer versions while an open page is visible. */
function startPolling(): void {
  onHoldsReleased(() => applyPending());
  watchForms();
  timer ??= setInterval(() => {
    if (document.visibilityState === 'visible') void refreshConfig();
  }, POLL_MS);
}

/**
 * The version a server-rendered page was rendered with (docs/ssr.md): applied before the first
 * render, so the page hydrates with it, and standing for the first load (the server resolved it
 * for this very request). Polling starts from it like after a first load.
 */
export function adoptServerConfig(snapshot: ConfigSnapshot): void {
  setActiveSnapshot(snapshot);
  adopted = true;
}

/**
 * Called on every path change: the first call loads the version the page renders with (the
 * shell waits), later calls apply a waiting version (a route change is a safe moment) and ask
 * again. Polling starts with the first call.
 */
export function loadRuntimeConfig(): Promise<void> {
  if (!started) {
    started = true;
    startPolling();
    if (adopted) {
      adopted = false;
      return Promise.resolve();
    }
    set({ ready: false });
  } else applyPending(true);
  return refreshConfig();
}

/** Stops polling (tests). */
export function stopConfigPolling(): void {
  clearInterval(timer);
  timer = undefined;
  started = false;
  adopted = false;
  loader.setState(INITIAL, true);
}

export function useConfigLoader<T>(select: (s: LoaderState) => T): T {
  return useStore(loader, select);
}
