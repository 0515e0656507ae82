import Typography from '@mui/material/Typography';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import type { StepProps } from '../model/types';

/** Phone-verification notice: shown when verify-tel says isVerify is false. */
export function VerifyTelStep({ onDone }: StepProps<'verify-tel'>) {
  const popupsText = useConfig(messages.popups);

  return (
    <Modal
      open
      testId="popup-verify-tel"
      title={popupsText.verifyTelTitle}
      onClose={onDone}
      actions={
        <Button to={href('account-verify-tel')} onClick={onDone}>
          {popupsText.verifyTelGo}
        </Button>
      }
    >
      <Typography>{popupsText.verifyTelBody}</Typography>
    </Modal>
  );
}
