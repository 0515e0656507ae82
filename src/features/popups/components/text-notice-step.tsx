import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState, type MouseEvent } from 'react';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages';
import { useConfig, useConfigVersion } from '@/lib/config';
import { cookies } from '@/lib/cookies';
import { sanitizeHtml } from '@/lib/sanitize-html';
import { dismissLabel, noticeDismissDays, seqCookie, stepCookie } from '../model/notice-rules';
import { openInNewTab } from '../model/open-new-tab';
import type { StepProps } from '../model/types';

/**
 * Text notices, one at a time: dismiss writes `notice_popup_{seq}` for `expires` days
 * (365 when empty); close (× or Escape) writes nothing. A url makes title and content clickable.
 */
export function TextNoticeStep({ step, data, onDone }: StepProps<'text-notice'>) {
  // Its helpers read config while rendering: render again when a version is applied.
  useConfigVersion();
  const popupsText = useConfig(messages.popups);
  const commonText = useConfig(messages.common);

  const [index, setIndex] = useState(0);
  const notice = data[index];
  const cookie = stepCookie(step);
  if (!notice) return null;

  const next = () => {
    if (index + 1 < data.length) setIndex(index + 1);
    else onDone();
  };
  const dismiss = () => {
    cookies.setForDays(
      seqCookie(cookie.name, notice.seq),
      '1',
      noticeDismissDays(notice.expires, cookie.days),
    );
    next();
  };
  const url = notice.url || null;
  const onContentClick = (e: MouseEvent<HTMLElement>) => {
    const anchor = (e.target as HTMLElement).closest('a[href]');
    if (anchor) {
      // Links inside the notice open in a new tab too, never replacing the portal.
      e.preventDefault();
      openInNewTab((anchor as HTMLAnchorElement).href);
      return;
    }
    if (url) openInNewTab(url);
  };

  const title = notice.title || popupsText.noticeFallbackTitle;
  return (
    <Modal
      key={notice.seq}
      open
      testId="popup-text-notice"
      title={
        url ? (
          <Link href={url} target="_blank" rel="noopener" color="inherit" underline="hover">
            {title}
          </Link>
        ) : (
          title
        )
      }
      onClose={next}
      actions={
        <>
          <Button kind="secondary" onClick={dismiss}>
            {dismissLabel(notice.expires)}
          </Button>
          {url && <Button onClick={() => openInNewTab(url)}>{commonText.more}</Button>}
        </>
      }
    >
      <Box
        data-testid="notice-content"
        onClick={onContentClick}
        sx={{
          cursor: url ? 'pointer' : 'default',
          fontSize: 15,
          lineHeight: 1.6,
          wordBreak: 'keep-all',
          '& p': { my: 0.75 },
          '& ul': { pl: 2.5, my: 0.75 },
          '& img': { maxWidth: '100%' },
        }}
        dangerouslySetInnerHTML={{ __html: sanitizeHtml(notice.content) }}
      />
    </Modal>
  );
}
