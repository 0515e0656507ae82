import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { requestBodySchemas } from '@/api/request-schemas';
import { Button } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { TextFieldElement } from '@/components/form/text-input';
import { PageTitle } from '@/components/page/page-title';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { koreanErrors } from '@/lib/korean-errors';
import { logout } from '@/session';
import { useUserPasswordMutation } from '../api/post-user-password';

const passwordText = messages.pages.account.password;

// The server's rules (spec/openapi.yaml) plus what only the form knows: letters and digits,
// the confirmation field, and that the new password differs from the current one.
const body = requestBodySchemas.postUserPassword;
const schema = body
  .extend({
    newPassword: body.shape.newPassword
      .regex(/[A-Za-z]/, passwordText.nextPattern)
      .regex(/[0-9]/, passwordText.nextPattern),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: passwordText.mismatch,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: passwordText.sameAsCurrent,
  });
const passwordErrors = koreanErrors({
  currentPassword: { required: passwordText.currentRequired },
  newPassword: { required: passwordText.nextMin, tooShort: passwordText.nextMin },
});
type Values = z.infer<typeof schema>;

export default function AccountPasswordScreen() {
  const change = useUserPasswordMutation();
  const { control, handleSubmit } = useForm<Values>({
    resolver: zodResolver(schema, { error: passwordErrors }),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(({ currentPassword, newPassword }) =>
    change.submit(
      { currentPassword, newPassword },
      {
        onSuccess: async () => {
          toast.success(passwordText.success);
          // The seed sends the user to /login after a password change.
          await logout({ confirm: false, redirectTo: href('login') });
        },
      },
    ),
  );

  return (
    <Box sx={{ py: 6 }}>
      <PageTitle title={passwordText.title} lead={passwordText.lead} />
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560 }}>
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={onSubmit}
          aria-label={passwordText.title}
        >
          <ServerError error={change.error} fallback={passwordText.failed} />
          <TextFieldElement
            control={control}
            name="currentPassword"
            id="pw-current"
            type="password"
            label={passwordText.current}
            autoComplete="current-password"
          />
          <TextFieldElement
            control={control}
            name="newPassword"
            id="pw-new"
            type="password"
            label={passwordText.next}
            autoComplete="new-password"
            helperText={passwordText.rule}
          />
          <TextFieldElement
            control={control}
            name="confirmPassword"
            id="pw-confirm"
            type="password"
            label={passwordText.confirm}
            autoComplete="new-password"
          />
          <Button type="submit" size="lg" disabled={change.isPending}>
            {change.isPending ? messages.pages.common.submitting : passwordText.submit}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
