import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { Checkbox } from '@/components/form/checkbox';
import { useRequiredAgreement } from '@/components/form/use-required-agreement';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useSession } from '@/session';
import { useAgentSignApplyMutation } from '../api/post-agent-sign-apply';

/**
 * Agree and apply (master only, status 미신청). The agreement is required: applying without it
 * marks the checkbox and says so; the server refuses it too. After applying, the status is 심사중.
 */
export function SignApplyForm() {
  const agreementText = useConfig(messages.pages.sign).agreement;

  const status = useSession((s) => s.agentSignStatus);
  const isMaster = useSession((s) => s.isMaster);
  const apply = useAgentSignApplyMutation();
  const agreement = useRequiredAgreement();

  if (status === 'APPROVAL') return null;
  if (status === 'PROCEED') return <Alert severity="info">{agreementText.alreadyApplied}</Alert>;
  if (!isMaster) return <Alert severity="info">{agreementText.masterOnly}</Alert>;

  const submit = agreement.guard(() => {
    apply.submit(
      { agreeSignTerms: true },
      {
        onSuccess: () => toast.success(agreementText.applied),
        onError: (e) => toast.error(errorMessage(e, agreementText.failed)),
      },
    );
  });
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="sign-apply-title"
      sx={{ p: 4, display: 'grid', gap: 2 }}
    >
      <Typography id="sign-apply-title" component="h2" variant="h6">
        {agreementText.applyTitle}
      </Typography>
      <Checkbox
        name="agreeSignTerms"
        label={agreementText.agree}
        description={agreementText.agreeDescription}
        {...agreement.checkboxProps}
        errorText={agreement.invalid ? agreementText.agreeRequired : undefined}
      />
      <Box>
        <Button size="lg" onClick={submit} disabled={apply.isPending}>
          {apply.isPending ? agreementText.applying : agreementText.apply}
        </Button>
      </Box>
    </Paper>
  );
}
