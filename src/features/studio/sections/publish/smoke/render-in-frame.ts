import { href } from '@/generated/config/href';
import {
  isFrom,
  isPreviewFailed,
  isPreviewReady,
  isPreviewRendered,
  postPreviewMessage,
  PREVIEW_DRAFT,
  type PreviewDraft,
  type SmokePart,
} from '@/lib/config/preview-messages';

/** How long one account's screens may take to render before the check counts them as failed. */
export const SMOKE_TIMEOUT_MS = 15_000;

/** What one hidden frame answered: rendered, or the part that broke and its error. */
export type FrameOutcome =
  { ok: true } | { ok: false; part: SmokePart | 'timeout'; step?: string; error: string };

/**
 * Renders the draft for one account in a hidden preview frame (`?smoke=1`) and resolves with its
 * answer, or a timeout. The frame is off-screen rather than `display: none` (a frame that is not
 * rendered would not lay out or run animation frames), inert (its popups cannot take the focus
 * from the studio page) and hidden from assistive technology. It is removed once answered.
 */
export function renderInFrame(
  draft: Omit<PreviewDraft, 'type'>,
  signal?: AbortSignal,
  timeoutMs = SMOKE_TIMEOUT_MS,
): Promise<FrameOutcome> {
  return new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.src = href('preview-frame', { query: { smoke: '1' } });
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.inert = true;
    Object.assign(frame.style, {
      position: 'fixed',
      left: '-10000px',
      top: '0',
      width: '1280px',
      height: '900px',
      border: '0',
    });

    const finish = (outcome: FrameOutcome) => {
      window.clearTimeout(timer);
      window.removeEventListener('message', onMessage);
      signal?.removeEventListener('abort', onAbort);
      frame.remove();
      resolve(outcome);
    };
    // Only this frame's own window on this origin is heard (preview-messages.ts).
    const onMessage = (event: MessageEvent) => {
      const target = frame.contentWindow;
      if (!target || !isFrom(event, target)) return;
      if (isPreviewReady(event.data)) postPreviewMessage(target, { type: PREVIEW_DRAFT, ...draft });
      else if (isPreviewRendered(event.data)) finish({ ok: true });
      else if (isPreviewFailed(event.data)) {
        const { part, step, error } = event.data;
        finish({ ok: false, part, error, ...(step ? { step } : {}) });
      }
    };
    const onAbort = () => finish({ ok: false, part: 'timeout', error: '' });
    const timer = window.setTimeout(
      () => finish({ ok: false, part: 'timeout', error: '' }),
      timeoutMs,
    );
    window.addEventListener('message', onMessage);
    signal?.addEventListener('abort', onAbort);
    document.body.appendChild(frame);
  });
}
