import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { applyDraftConfig } from '@/lib/config/draft-config';
import {
  isFrom,
  isPreviewDraft,
  postPreviewMessage,
  PREVIEW_FAILED,
  PREVIEW_READY,
  PREVIEW_RENDERED,
  type PreviewDraft,
  type SmokePart,
} from '@/lib/config/preview-messages';
import { flattenAgentInfo, getSession, updateSession } from '@/session';

// The preview frame's state lives in this module, not in a component: each draft applied is a new
// config snapshot, which every screen reading config renders again with.

interface FrameState {
  /** The account the frame shows, once a draft arrived. */
  email: string | null;
  /** True once the page was opened by a signed-in staff member (latched: see `start`). */
  staff: boolean;
  /** Opened by the studio's check before a publish (`?smoke=1`): answers how each draft rendered. */
  smoke: boolean;
  /** How many drafts arrived: a smoke frame answers once per draft. */
  draft: number;
}

const frame = createStore<FrameState>()(() => ({
  email: null,
  staff: false,
  smoke: false,
  draft: 0,
}));
const set = (patch: Partial<FrameState>) => frame.setState(patch);
let started = false;
/** Whether the current draft was answered for (the first answer wins). */
let reported = false;

export function useFrameState(): FrameState {
  return useStore(frame);
}

async function show(draft: PreviewDraft): Promise<void> {
  reported = false;
  applyDraftConfig({ overlay: draft.overlay, conditions: draft.conditions });
  // The broker's session as its own login gets it; never staff, so the header is the broker's.
  updateSession({
    ...flattenAgentInfo(draft.info),
    isAuth: true,
    isLoading: false,
    isStaff: false,
    authKey: '',
  });
  set({ email: draft.email, draft: frame.getState().draft + 1 });
}

function onMessage(event: MessageEvent) {
  // Only the studio page that holds this frame, on this origin, may hand it a draft.
  if (!isFrom(event, window.parent) || window.parent === window) return;
  if (!isPreviewDraft(event.data)) return;
  void show(event.data);
}

/**
 * The preview only shows: a write (order, role choice, logout, …) would run with the staff
 * member's own login, so every request but a read is answered here, in Korean, without reaching
 * the server (the API client turns the answer into the error its caller toasts).
 */
function readOnlyFetch(fetch: typeof window.fetch): typeof window.fetch {
  return (input, init) => {
    const method = (
      init?.method ?? (input instanceof Request ? input.method : 'GET')
    ).toUpperCase();
    if (method === 'GET' || method === 'HEAD') return fetch(input, init);
    const body = { code: 403, msg: readConfig(messages.studioEditors).preview.readOnly };
    return Promise.resolve(
      new Response(JSON.stringify(body), {
        status: 403,
        headers: { 'content-type': 'application/json' },
      }),
    );
  };
}

/** The error's own text, short enough for a line in the studio. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message || error.name : String(error);
  return text.slice(0, 300);
}

function report(message: Parameters<typeof postPreviewMessage>[1]) {
  if (!frame.getState().smoke || reported) return;
  reported = true;
  postPreviewMessage(window.parent, message);
}

/**
 * Smoke mode: draft number `draft` rendered and its effects ran (first answer wins; a screen
 * still settling from an earlier draft does not answer for a newer one).
 */
export function reportRendered(draft: number): void {
  if (draft === frame.getState().draft) report({ type: PREVIEW_RENDERED });
}

/** Smoke mode: `part` threw `error` (first answer wins). */
export function reportFailed(part: SmokePart, error: unknown, step?: string): void {
  report({ type: PREVIEW_FAILED, part, error: describe(error), ...(step ? { step } : {}) });
}

/**
 * What RouteErrorFallback logs when a route's error boundary caught an error (src/app/route-error.tsx).
 * The frame's screen has its own boundaries in smoke mode, so a route fallback means the layout
 * around it (header, menus, footer, the path's popup chain) threw.
 */
const ROUTE_ERROR_LOG = '[route error]';

/**
 * Chromium's notice that a ResizeObserver callback changed layout again within the frame: an
 * `error` event that breaks nothing (the observer runs on the next frame), not a failure.
 */
const BENIGN = /^ResizeObserver loop/;

/** Smoke mode hears what broke outside the frame screen's own boundaries. */
function listenForFailures() {
  window.addEventListener('error', (e) => {
    if (!BENIGN.test(e.message)) reportFailed('script', e.error ?? e.message);
  });
  window.addEventListener('unhandledrejection', (e) => reportFailed('script', e.reason));
  const log = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    if (args[0] === ROUTE_ERROR_LOG) reportFailed('layout', args[1]);
    log(...args);
  };
}

/** Links would leave the preview and load the staff member's own session: they do not navigate. */
function keepPage(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
}

/**
 * Starts the frame once per page, for staff only: the studio is told the frame listens, and the
 * first draft replaces the session with the broker's. The staff check is latched then, since the
 * session no longer says staff afterwards; a broker who opens the address never gets this far.
 * `smoke`: the frame also answers whether the draft rendered (see reportRendered/reportFailed).
 */
export function start({ smoke = false }: { smoke?: boolean } = {}): void {
  if (started || !getSession().isStaff || window.parent === window) return;
  started = true;
  set({ staff: true, smoke });
  if (smoke) listenForFailures();
  window.fetch = readOnlyFetch(window.fetch.bind(window));
  document.addEventListener('click', keepPage, true);
  window.addEventListener('message', onMessage);
  postPreviewMessage(window.parent, { type: PREVIEW_READY });
}
