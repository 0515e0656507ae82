import { useSyncExternalStore } from 'react';
import { messages } from '@/generated/config/messages-studio';
import { readConfig } from '@/lib/config';
import { applyDraftConfig } from '@/lib/config/draft-config';
import {
  isFrom,
  isPreviewDraft,
  postPreviewMessage,
  PREVIEW_READY,
  type PreviewDraft,
} from '@/lib/config/preview-messages';
import { flattenAgentInfo, getSession, updateSession } from '@/session';

// The preview frame's state lives in this module, not in a component: each draft applied is a new
// config snapshot, which every screen reading config renders again with.

interface FrameState {
  /** The account the frame shows, once a draft arrived. */
  email: string | null;
  /** True once the page was opened by a signed-in staff member (latched: see `start`). */
  staff: boolean;
}

let state: FrameState = { email: null, staff: false };
let started = false;
const listeners = new Set<() => void>();

function set(patch: Partial<FrameState>) {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export function useFrameState(): FrameState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}

async function show(draft: PreviewDraft): Promise<void> {
  applyDraftConfig({ overlay: draft.overlay, conditions: draft.conditions });
  // The broker's session as its own login gets it; never staff, so the header is the broker's.
  updateSession({
    ...flattenAgentInfo(draft.info),
    isAuth: true,
    isLoading: false,
    isStaff: false,
    authKey: '',
  });
  set({ email: draft.email });
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

/** Links would leave the preview and load the staff member's own session: they do not navigate. */
function keepPage(event: MouseEvent) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault();
}

/**
 * Starts the frame once per page, for staff only: the studio is told the frame listens, and the
 * first draft replaces the session with the broker's. The staff check is latched then, since the
 * session no longer says staff afterwards; a broker who opens the address never gets this far.
 */
export function start(): void {
  if (started || !getSession().isStaff || window.parent === window) return;
  started = true;
  set({ staff: true });
  window.fetch = readOnlyFetch(window.fetch.bind(window));
  document.addEventListener('click', keepPage, true);
  window.addEventListener('message', onMessage);
  postPreviewMessage(window.parent, { type: PREVIEW_READY });
}
