import type { Overlay } from '@config/overlay';

// The messages between the studio's preview section and its preview frame (an <iframe> of
// /studio/preview-frame on the same origin). The draft is staff-only data: it is posted only to
// this page's own origin, and each side accepts only messages from the other window on it.

/** The frame is listening: the studio may post the draft. */
export const PREVIEW_READY = 'studio-preview:ready';
/** The draft (what it changes over the built-in files), its condition trees and the chosen
 * account's agent/info record. */
export const PREVIEW_DRAFT = 'studio-preview:draft';

export interface PreviewDraft {
  type: typeof PREVIEW_DRAFT;
  /** What the draft changes over the built-in files, per file (as GET /config serves a version). */
  overlay: Overlay;
  /** Every condition of the draft as the tree the app evaluates, keyed by its CEL text. */
  conditions: Record<string, readonly [string, ...unknown[]]>;
  /** GET /studio/accounts/{id}/session `info`: the record the account's login gets. */
  info: Record<string, unknown>;
  /** The account's email, shown in the frame. */
  email: string;
}

/**
 * Smoke mode (`?smoke=1`, the studio's check before a publish): the draft's screens rendered and
 * their effects ran, nothing loading.
 */
export const PREVIEW_RENDERED = 'studio-preview:rendered';
/** Smoke mode: rendering the draft threw; where and what. */
export const PREVIEW_FAILED = 'studio-preview:failed';

/**
 * The parts of the frame a failed smoke check names: the app's layout around the screen (header,
 * menus, footer), the frame's own page, its list of popups, one step's popup, the purchase page,
 * or a script error outside rendering (window `error`, `unhandledrejection`).
 */
export const SMOKE_PARTS = ['layout', 'page', 'popups', 'popup', 'purchase', 'script'] as const;
export type SmokePart = (typeof SMOKE_PARTS)[number];

export interface PreviewFailed {
  type: typeof PREVIEW_FAILED;
  part: SmokePart;
  /** For `popup`: the step's type (the studio names it in Korean). */
  step?: string;
  /** The error's own text, shortened. */
  error: string;
}

export type PreviewMessage =
  { type: typeof PREVIEW_READY } | PreviewDraft | { type: typeof PREVIEW_RENDERED } | PreviewFailed;

const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

/** True when `event` came from the window `expected` on this page's own origin. */
export function isFrom(event: MessageEvent, expected: Window | null | undefined): boolean {
  return !!expected && event.source === expected && event.origin === window.location.origin;
}

/** Posts to `target` only if it still shows this origin (the target origin is pinned). */
export function postPreviewMessage(target: Window, message: PreviewMessage): void {
  target.postMessage(message, window.location.origin);
}

export function isPreviewDraft(data: unknown): data is PreviewDraft {
  return (
    isObject(data) &&
    data.type === PREVIEW_DRAFT &&
    isObject(data.overlay) &&
    isObject(data.conditions) &&
    isObject(data.info) &&
    typeof data.email === 'string'
  );
}

export const isPreviewReady = (data: unknown): boolean =>
  isObject(data) && data.type === PREVIEW_READY;

export const isPreviewRendered = (data: unknown): boolean =>
  isObject(data) && data.type === PREVIEW_RENDERED;

export function isPreviewFailed(data: unknown): data is PreviewFailed {
  return (
    isObject(data) &&
    data.type === PREVIEW_FAILED &&
    (SMOKE_PARTS as readonly unknown[]).includes(data.part) &&
    typeof data.error === 'string' &&
    (data.step === undefined || typeof data.step === 'string')
  );
}
