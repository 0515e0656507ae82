import Typography from '@mui/material/Typography';
import { ActionDialog } from '@/components/dialog/action-dialog';
import { Button } from '@/components/form/button';
import { RestrictionEnd } from '@/components/restriction/restriction-end';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { openGlobalDialog } from '@/lib/dialog-bus';
import type { StepProps } from '../model/types';

/**
 * Registration-restriction popup on entering /form while a penalty is active: the
 * penalty tab of the report history, or the posting-restriction rules on top of this popup.
 */
export function RegistrationBlockedStep({ onDone }: StepProps<'registration-blocked'>) {
  const reportText = useConfig(messages.reports);

  const rb = reportText.registrationBlocked;
  const checkPenalty = () => {
    onDone();
    openGlobalDialog('report-history', { tab: 'PENALTY' });
  };
  return (
    <ActionDialog
      open
      title={rb.title}
      onClose={onDone}
      width={480}
      testId="registration-blocked-dialog"
      action={{ label: rb.checkPenalty, onClick: checkPenalty }}
    >
      <Typography sx={{ mb: 1.5, fontWeight: 600 }}>{rb.text}</Typography>
      <RestrictionEnd />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {rb.objection}
      </Typography>
      <Button kind="outline" size="md" onClick={() => openGlobalDialog('restriction-info', {})}>
        {reportText.history.restrictionButton}
      </Button>
    </ActionDialog>
  );
}
