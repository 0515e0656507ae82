import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '@/api/errors';
import { messages } from '@/generated/config/messages';
import { safeReturnPath } from '@/lib/return-path';
import { loadUserInfo } from '@/session';
import { postLogin } from '../api/post-login';
import { AuthCard } from '../components/auth-card';
import { guestFormErrors, loginSchema } from '../components/validation';

const loginText = messages.pages.login;

type Values = z.infer<typeof loginSchema>;

export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const busy = useRef(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(loginSchema, { error: guestFormErrors }),
    defaultValues: { email: '', password: '' },
  });

  const submit = async (values: Values) => {
    try {
      await postLogin(values);
      await loadUserInfo();
      await navigate(safeReturnPath(location.state), { replace: true });
    } catch (e) {
      setError('root.server', { message: errorMessage(e, loginText.failed) || loginText.failed });
    }
  };
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    // A second submit while the first request runs (Enter, double click) is dropped.
    if (busy.current) {
      e.preventDefault();
      return;
    }
    busy.current = true;
    void handleSubmit(submit)(e).finally(() => {
      busy.current = false;
    });
  };

  return (
    <AuthCard title={loginText.title} lead={loginText.lead}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={onSubmit}
        aria-label={loginText.title}
      >
        {errors.root?.server && (
          <Alert severity="error" role="alert">
            {errors.root.server.message}
          </Alert>
        )}
        <TextField
          {...register('email')}
          id="login-email"
          type="email"
          label={loginText.email}
          autoComplete="username"
          error={!!errors.email}
          helperText={errors.email?.message}
          fullWidth
        />
        <TextField
          {...register('password')}
          id="login-password"
          type="password"
          label={loginText.password}
          autoComplete="current-password"
          error={!!errors.password}
          helperText={errors.password?.message}
          fullWidth
        />
        <Button type="submit" variant="contained" size="lg" disabled={isSubmitting} fullWidth>
          {isSubmitting ? messages.pages.common.submitting : loginText.submit}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Link component={RouterLink} to="/find-password">
            {loginText.findPassword}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {loginText.noAccount}{' '}
            <Link component={RouterLink} to="/join-consult">
              {loginText.joinConsult}
            </Link>
          </Typography>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
