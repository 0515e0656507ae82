import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/form/button';
import { lazyResolver } from '@/components/form/lazy-resolver';
import { ServerError } from '@/components/form/server-error';
import { TextFieldElement } from '@/components/form/text-input';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useFindPasswordMutation } from '../api/post-find-password';
import { AuthCard } from '../components/auth-card';
import { SuccessPanel } from '../components/success-panel';
import type { findPasswordSchema } from '../components/validation';

const findPasswordText = messages.pages.findPassword;
type Values = z.infer<typeof findPasswordSchema>;

const resolver = lazyResolver(() =>
  import('../components/validation').then((m) => m.guestResolvers.findPassword),
);

export default function FindPasswordScreen() {
  const request = useFindPasswordMutation();
  const { control, handleSubmit } = useForm<Values>({
    resolver,
    defaultValues: { email: '', phone: '' },
  });
  const onSubmit = handleSubmit((values) => request.submit(values));
  const sent = request.isSuccess;

  return (
    <AuthCard title={findPasswordText.title} lead={sent ? undefined : findPasswordText.lead}>
      {sent ? (
        <SuccessPanel
          title={findPasswordText.successTitle}
          body={findPasswordText.successBody}
          actions={
            <Button to={href('login')} size="lg">
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
          <ServerError error={request.error} fallback={findPasswordText.failed} />
          <TextFieldElement
            control={control}
            name="email"
            id="find-email"
            type="email"
            label={findPasswordText.email}
            autoComplete="email"
          />
          <TextFieldElement
            control={control}
            name="phone"
            id="find-phone"
            type="tel"
            label={findPasswordText.phone}
            placeholder={findPasswordText.phoneHint}
            autoComplete="tel"
            helperText={findPasswordText.phoneHint}
          />
          <Button type="submit" size="lg" disabled={request.isPending} fullWidth>
            {request.isPending ? messages.pages.common.submitting : findPasswordText.submit}
          </Button>
          <Link component={RouterLink} to={href('login')} sx={{ alignSelf: 'center' }}>
            {findPasswordText.backToLogin}
          </Link>
        </Stack>
      )}
    </AuthCard>
  );
}
