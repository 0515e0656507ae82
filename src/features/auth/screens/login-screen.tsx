import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/form/button';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { ServerError } from '@/components/form/server-error';
import { TextFieldElement } from '@/components/form/text-input';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { safeReturnPath } from '@/lib/return-path';
import { getSession } from '@/session';
import { useLoginMutation } from '../api/post-login';
import { AuthCard } from '../components/auth-card';
import type { loginSchema } from '../components/validation';

const loginText = messages.pages.login;

type Values = z.infer<typeof loginSchema>;

const resolver = lazyResolver(() =>
  import('../components/validation').then((m) => m.guestResolvers.login),
);

export default function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginMutation();
  const { control, handleSubmit } = useForm<Values>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const onSubmit = handleSubmit((values) =>
    login.submit(values, {
      onSuccess: () =>
        navigate(
          safeReturnPath(
            location.state,
            getSession().isStaff ? href('studio') : routesConfig.homePath,
          ),
          { replace: true },
        ),
    }),
  );

  return (
    <AuthCard title={loginText.title} lead={loginText.lead}>
      <Stack
        component="form"
        noValidate
        spacing={2.5}
        onSubmit={onSubmit}
        aria-label={loginText.title}
      >
        <ServerError error={login.error} fallback={loginText.failed} />
        <TextFieldElement
          control={control}
          name="email"
          id="login-email"
          type="email"
          label={loginText.email}
          autoComplete="username"
        />
        <TextFieldElement
          control={control}
          name="password"
          id="login-password"
          type="password"
          label={loginText.password}
          autoComplete="current-password"
        />
        <Button type="submit" size="lg" disabled={login.isPending} fullWidth>
          {login.isPending ? messages.pages.common.submitting : loginText.submit}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Link component={RouterLink} to={href('find-password')}>
            {loginText.findPassword}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {loginText.noAccount}{' '}
            <Link component={RouterLink} to={href('join-consult')}>
              {loginText.joinConsult}
            </Link>
          </Typography>
        </Stack>
      </Stack>
    </AuthCard>
  );
}
