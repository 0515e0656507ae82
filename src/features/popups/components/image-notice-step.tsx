import ButtonBase from '@mui/material/ButtonBase';
import { useState } from 'react';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { uiConfig } from '@/generated/config/ui';
import { trackEvent } from '@/lib/analytics';
import { useConfig } from '@/lib/config';
import { cookies } from '@/lib/cookies';
import { useSession } from '@/session';
import {
  bannerLabel,
  buildEventUrl,
  imageHideDays,
  seqCookie,
  stepCookie,
} from '../model/notice-rules';
import { openInNewTab } from '../model/open-new-tab';
import type { StepProps } from '../model/types';

/**
 * Image notices, each in turn: "today" hides one for `expires || 1` days; the image or
 * 이벤트 보기 opens its url (with auth_key when login is required), tracks the click and closes.
 * Escape does not close it.
 */
export function ImageNoticeStep({ step, data, onDone }: StepProps<'image-notice'>) {
  const popupsText = useConfig(messages.popups);
  const ui = useConfig(uiConfig);

  const authKey = useSession((s) => s.authKey);
  const [index, setIndex] = useState(0);
  const event = data[index];
  const cookie = stepCookie(step);
  if (!event) return null;

  const next = () => {
    if (index + 1 < data.length) setIndex(index + 1);
    else onDone();
  };
  const hideToday = () => {
    cookies.setForDays(
      seqCookie(cookie.name, event.seq),
      '1',
      imageHideDays(event.expires, cookie.days),
    );
    next();
  };
  const view = () => {
    if (!event.url) return;
    let target: string;
    try {
      target = buildEventUrl(event.url, event.isLoginRequired, authKey);
    } catch {
      return;
    }
    openInNewTab(target);
    trackEvent('click', { category: 'banner', label: bannerLabel(event), seq: event.seq });
    next();
  };

  const title = event.title || popupsText.eventFallbackTitle;
  const img = (
    <img
      src={event.img}
      alt={title}
      style={{ display: 'block', width: '100%', height: 'auto', borderRadius: 8 }}
    />
  );
  return (
    <Modal
      key={event.seq}
      open
      testId="popup-image-notice"
      title={title}
      onClose={next}
      escapeClose={false}
      minWidth={ui.modal.imageNoticeMinWidth}
      width={ui.modal.imageNoticeMinWidth}
      actions={
        <>
          <Button kind="secondary" onClick={hideToday}>
            {popupsText.dismissToday}
          </Button>
          <Button onClick={view}>{popupsText.viewEvent}</Button>
        </>
      }
    >
      {event.url ? (
        <ButtonBase onClick={view} sx={{ display: 'block', width: '100%', borderRadius: 2 }}>
          {img}
        </ButtonBase>
      ) : (
        img
      )}
    </Modal>
  );
}
