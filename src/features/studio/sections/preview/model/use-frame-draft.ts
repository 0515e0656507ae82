import { useEffect, useState, type RefObject } from 'react';
import {
  isFrom,
  isPreviewReady,
  postPreviewMessage,
  PREVIEW_DRAFT,
  type PreviewDraft,
} from '@/lib/config/preview-messages';

/**
 * Hands the draft to the preview frame: once the frame says it listens, and again whenever the
 * draft or the account changes. Only the frame's own window on this origin is heard, and the
 * draft is posted to this origin only (a frame navigated elsewhere never receives it).
 */
export function useFrameDraft(
  frame: RefObject<HTMLIFrameElement | null>,
  draft: Omit<PreviewDraft, 'type'> | null,
): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (isFrom(event, frame.current?.contentWindow) && isPreviewReady(event.data)) setReady(true);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [frame]);
  useEffect(() => {
    const target = frame.current?.contentWindow;
    if (ready && draft && target) postPreviewMessage(target, { type: PREVIEW_DRAFT, ...draft });
  }, [ready, draft, frame]);
  return ready;
}
