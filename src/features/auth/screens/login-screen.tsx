import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { HouseForm } from '@/components/form/house-form';
import { TextFields, type TextFieldSpec } from '@/components/form/text-fields';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { routesConfig } from '@/generated/config/routes';
import { useConfig } from '@/lib/config';
import { safeReturnPath } from '@/lib/return-path';
import { preloadScreen } from '@/lib/screen-preload';
import { getSession } from '@/session';
import { useLoginMutation } from '../api/post-login';
import { AuthCard } from '../components/auth-card';
import { emailField } from '../components/guest-fields';
import { lazyGuestResolvers } from '../components/lazy-guest-resolvers';
import type { loginSchema } from '../components/validation';

type Values = z.infer<typeof loginSchema>;

const loginFields = (text: typeof messages.pages.login): readonly TextFieldSpec<Values>[] => [
  emailField(text.email, 'username'),
  {
    name: 'password',
    type: 'password',
    label: text.password,
    autoComplete: 'current-password',
  },
];

/** Under the form: forgotten password, and the join consultation for those without an account. */
function LoginLinks() {
  const loginText = useConfig(messages.pages.login);

  return (
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
  );
}

export default function LoginScreen() {
  const loginText = useConfig(messages.pages.login);
  const fields = useMemo(() => loginFields(loginText), [loginText]);

  const navigate = useNavigate();
  const location = useLocation();
  const login = useLoginMutation();
  const { control, handleSubmit } = useForm<Values>({
    resolver: lazyGuestResolvers.login,
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

  // Someone filling the form is about to sign in: fetch the validation and the screen they will
  // land on now, so neither waits after the click (docs/perf/journey.md).
  const prepare = () => {
    lazyGuestResolvers.login.preload();
    preloadScreen(safeReturnPath(location.state, routesConfig.homePath));
  };

  return (
    <AuthCard title={loginText.title} lead={loginText.lead}>
      <HouseForm
        text={loginText}
        mutation={login}
        onSubmit={onSubmit}
        onFocus={prepare}
        fullWidthSubmit
        footer={<LoginLinks />}
      >
        <TextFields control={control} idPrefix="login" fields={fields} />
      </HouseForm>
    </AuthCard>
  );
}
