import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '@/api/errors';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { postFindPassword } from '../api/post-find-password';
import { AuthCard } from '../components/auth-card';
import { SuccessPanel } from '../components/success-panel';
import { findPasswordSchema, guestFormErrors } from '../components/validation';

const findPasswordText = messages.pages.findPassword;
type Values = z.infer<typeof findPasswordSchema>;

export default function FindPasswordScreen() {
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(findPasswordSchema, { error: guestFormErrors }),
    defaultValues: { email: '', phone: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await postFindPassword(values);
      setSent(true);
    } catch (e) {
      setError('root.server', {
        message: errorMessage(e, findPasswordText.failed) || findPasswordText.failed,
      });
    }
  });

  return (
    <AuthCard title={findPasswordText.title} lead={sent ? undefined : findPasswordText.lead}>
      {sent ? (
        <SuccessPanel
          title={findPasswordText.successTitle}
          body={findPasswordText.successBody}
          actions={
            <Button component={RouterLink} to={href('login')} variant="contained" size="lg">
              {findPasswordText.backToLogin}
            </Button>
          }
        />
      ) : (
        <Stack
          component="form"
          noValidate
          spacing={2.5}
          onSubmit={onSubmit}
          aria-label={findPasswordText.title}
        >
          {errors.root?.server && (
            <Alert severity="error" role="alert">
              {errors.root.server.message}
            </Alert>
          )}
          <TextField
            {...register('email')}
            id="find-email"
            type="email"
            label={findPasswordText.email}
            autoComplete="email"
            error={!!errors.email}
            helperText={errors.email?.message}
            fullWidth
          />
          <TextField
            {...register('phone')}
            id="find-phone"
            type="tel"
            label={findPasswordText.phone}
            placeholder={findPasswordText.phoneHint}
            autoComplete="tel"
            error={!!errors.phone}
            helperText={errors.phone?.message ?? findPasswordText.phoneHint}
            fullWidth
          />
          <Button type="submit" variant="contained" size="lg" disabled={isSubmitting} fullWidth>
            {isSubmitting ? messages.pages.common.submitting : findPasswordText.submit}
          </Button>
          <Link component={RouterLink} to={href('login')} sx={{ alignSelf: 'center' }}>
            {findPasswordText.backToLogin}
          </Link>
        </Stack>
      )}
    </AuthCard>
  );
}
