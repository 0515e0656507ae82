import Link from '@mui/material/Link';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { Button } from '@/components/form/button';
import { HouseForm } from '@/components/form/house-form';
import { TextFields, type TextFieldSpec } from '@/components/form/text-fields';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useFindPasswordMutation } from '../api/post-find-password';
import { AuthCard } from '../components/auth-card';
import { emailField, phoneField, usePhoneHint } from '../components/guest-fields';
import { lazyGuestResolvers } from '../components/lazy-guest-resolvers';
import { SuccessPanel } from '../components/success-panel';
import type { findPasswordSchema } from '../components/validation';

type Values = z.infer<typeof findPasswordSchema>;

const findPasswordFields = (
  text: typeof messages.pages.findPassword,
  phoneHint: string,
): readonly TextFieldSpec<Values>[] => [
  emailField(text.email, 'email'),
  phoneField(text.phone, phoneHint, { helperText: text.phoneHint }),
];

export default function FindPasswordScreen() {
  const findPasswordText = useConfig(messages.pages.findPassword);
  const phoneHint = usePhoneHint();
  const fields = useMemo(
    () => findPasswordFields(findPasswordText, phoneHint),
    [findPasswordText, phoneHint],
  );

  const request = useFindPasswordMutation();
  const { control, handleSubmit } = useForm<Values>({
    resolver: lazyGuestResolvers.findPassword,
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
        <HouseForm
          text={findPasswordText}
          mutation={request}
          onSubmit={onSubmit}
          fullWidthSubmit
          footer={
            <Link component={RouterLink} to={href('login')} sx={{ alignSelf: 'center' }}>
              {findPasswordText.backToLogin}
            </Link>
          }
        >
          <TextFields control={control} idPrefix="find" fields={fields} />
        </HouseForm>
      )}
    </AuthCard>
  );
}
