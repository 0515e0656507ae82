import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '@/api/errors';
import { requestBodySchemas } from '@/api/request-schemas';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { koreanErrors } from '@/lib/korean-errors';
import { logout } from '@/session';
import { postUserPassword } from '../api/post-user-password';
import { PageTitle } from '../components/page-title';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(schema, { error: passwordErrors }),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });

  const onSubmit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await postUserPassword({ currentPassword, newPassword });
    } catch (e) {
      setError('root.server', {
        message: errorMessage(e, passwordText.failed) || passwordText.failed,
      });
      return;
    }
    toast.success(passwordText.success);
    // The seed sends the user to /login after a password change.
    await logout({ confirm: false, redirectTo: href('login') });
  });

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
          {errors.root?.server && (
            <Alert severity="error" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <TextField
            {...register('currentPassword')}
            id="pw-current"
            type="password"
            label={passwordText.current}
            autoComplete="current-password"
            error={!!errors.currentPassword}
            helperText={errors.currentPassword?.message}
            fullWidth
          />
          <TextField
            {...register('newPassword')}
            id="pw-new"
            type="password"
            label={passwordText.next}
            autoComplete="new-password"
            error={!!errors.newPassword}
            helperText={errors.newPassword?.message ?? passwordText.rule}
            fullWidth
          />
          <TextField
            {...register('confirmPassword')}
            id="pw-confirm"
            type="password"
            label={passwordText.confirm}
            autoComplete="new-password"
            error={!!errors.confirmPassword}
            helperText={errors.confirmPassword?.message}
            fullWidth
          />
          <Button type="submit" variant="contained" size="lg" disabled={isSubmitting}>
            {isSubmitting ? messages.pages.common.submitting : passwordText.submit}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
