import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/form/button';
import { HouseForm } from '@/components/form/house-form';
import { TextFields, type TextFieldSpec } from '@/components/form/text-fields';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { mmss, useCountdown } from '@/lib/use-countdown';
import { usePasswordResetMutation } from '../api/post-password-reset';
import { lazyGuestResolvers } from './lazy-guest-resolvers';
import type { passwordResetSchema } from './validation';

type Values = z.input<typeof passwordResetSchema>;

const resetFields = (t: typeof messages.pages.findPassword): readonly TextFieldSpec<Values>[] => [
  {
    name: 'code',
    label: t.code,
    helperText: t.codeHint,
    required: true,
    maxLength: 6,
    showCounter: false,
    autoComplete: 'one-time-code',
  },
  {
    name: 'newPassword',
    type: 'password',
    label: t.next,
    helperText: t.rule,
    required: true,
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    type: 'password',
    label: t.confirm,
    required: true,
    autoComplete: 'new-password',
  },
];

/**
 * Password recovery, step 2: the texted code (with its 3-minute countdown) and the new password.
 * The note above it never says whether the email and phone matched an account. On success the
 * server has ended every session of the account: the broker signs in again on /login.
 */
export function PasswordResetForm({
  email,
  expiresAt,
  onResend,
  resending,
}: {
  email: string;
  expiresAt: number;
  onResend: () => void;
  resending: boolean;
}) {
  const t = useConfig(messages.pages.findPassword);
  const fields = useMemo(() => resetFields(t), [t]);
  const navigate = useNavigate();
  const reset = usePasswordResetMutation();
  const seconds = useCountdown(expiresAt);
  const { control, handleSubmit } = useForm<Values>({
    resolver: lazyGuestResolvers.passwordReset,
    defaultValues: { code: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(({ code, newPassword }) =>
    reset.submit(
      { email, code, newPassword },
      {
        onSuccess: () => {
          toast.success(readConfig(messages.pages.findPassword).resetDone);
          void navigate(href('login'));
        },
      },
    ),
  );
  return (
    <Stack spacing={3}>
      <Alert severity="info" role="status">
        <AlertTitle>{t.successTitle}</AlertTitle>
        {t.successBody}
      </Alert>
      <HouseForm
        text={{ title: t.resetTitle, failed: t.resetFailed, submit: t.resetSubmit }}
        mutation={reset}
        onSubmit={onSubmit}
        fullWidthSubmit
      >
        <TextFields control={control} idPrefix="reset" fields={fields} />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Typography
            role="timer"
            aria-live="off"
            sx={{ flex: 1, fontSize: 14 }}
            color={seconds === 0 ? 'error' : 'text.secondary'}
          >
            {seconds === 0 ? t.expired : fmt(t.remaining, { time: mmss(seconds) })}
          </Typography>
          <Button kind="outline" size="sm" onClick={onResend} disabled={resending}>
            {t.resend}
          </Button>
        </Stack>
      </HouseForm>
    </Stack>
  );
}
