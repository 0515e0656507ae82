import Typography from '@mui/material/Typography';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { cookies } from '@/lib/cookies';
import { stepCookie } from '../model/notice-rules';
import type { StepProps } from '../model/types';

/** No-item notice: 3일간 보지 않기 writes `no_item_notice` for 3 days; close writes none. */
export function NoItemStep({ step, onDone }: StepProps<'no-item'>) {
  const cookie = stepCookie(step);
  const dismiss = () => {
    cookies.setForDays(cookie.name, '1', cookie.days);
    onDone();
  };
  return (
    <Modal
      open
      testId="popup-no-item"
      title={messages.popups.noItemTitle}
      onClose={onDone}
      actions={
        <>
          <Button kind="secondary" onClick={dismiss}>
            {messages.popups.noItemDismiss}
          </Button>
          <Button to={href('product-purchase')} onClick={onDone}>
            {messages.popups.noItemGo}
          </Button>
        </>
      }
    >
      <Typography>{messages.popups.noItemBody}</Typography>
    </Modal>
  );
}
