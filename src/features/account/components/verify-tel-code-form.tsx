import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { errorMessage } from '@/api/errors';
import { requestBodySchemas } from '@/api/request-schemas';
import { Button } from '@/components/form/button';
import { Form } from '@/components/form/form';
import { TextFieldElement } from '@/components/form/text-input';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { koreanErrors } from '@/lib/korean-errors';
import { mmss, useCountdown } from '@/lib/use-countdown';
import { useVerifyTelConfirmMutation } from '../api/post-verify-tel-confirm';

const codeErrors = koreanErrors(() => {
  const t = readConfig(messages.journeys.verifyTel);
  return { code: { required: t.codeRequired, format: t.codeFormat } };
});

/** The 6-digit code box with the 3-minute countdown; an expired code cannot be sent. */
export function VerifyTelCodeForm({
  phone,
  expiresAt,
  onVerified,
}: {
  phone: string;
  expiresAt: number;
  onVerified: () => void;
}) {
  const t = useConfig(messages.journeys.verifyTel);

  const confirm = useVerifyTelConfirmMutation(phone);
  const seconds = useCountdown(expiresAt);
  const { control, handleSubmit, setError } = useForm({
    resolver: zodResolver(requestBodySchemas.postVerifyTelConfirm, { error: codeErrors }),
    defaultValues: { code: '' },
  });
  const onSubmit = handleSubmit((values) => {
    if (confirm.isPending || seconds === 0) return;
    confirm.mutate(values, {
      onSuccess: () => {
        toast.success(t.done);
        onVerified();
      },
      onError: (e) => setError('code', { message: errorMessage(e, t.failed) || t.failed }),
    });
  });
  return (
    <Form noValidate onSubmit={onSubmit} aria-label={t.confirmForm} sx={{ mt: 3 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <TextFieldElement
          name="code"
          control={control}
          label={t.code}
          required
          maxLength={6}
          showCounter={false}
          autoComplete="one-time-code"
          width={320}
        />
        <Box sx={{ pt: 3.5 }}>
          <Button type="submit" size="lg" disabled={confirm.isPending || seconds === 0}>
            {confirm.isPending ? t.confirming : t.confirm}
          </Button>
        </Box>
      </Box>
      <Typography
        role="timer"
        aria-live="off"
        color={seconds === 0 ? 'error' : 'text.secondary'}
        sx={{ mt: 1 }}
      >
        {seconds === 0 ? t.expired : fmt(t.remaining, { time: mmss(seconds) })}
      </Typography>
    </Form>
  );
}
