import Link from '@mui/material/Link';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { HouseForm } from '@/components/form/house-form';
import { TextFields, type TextFieldSpec } from '@/components/form/text-fields';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { useFindPasswordMutation, type FindPasswordBody } from '../api/post-find-password';
import { AuthCard } from '../components/auth-card';
import { emailField, phoneField, usePhoneHint } from '../components/guest-fields';
import { lazyGuestResolvers } from '../components/lazy-guest-resolvers';
import { PasswordResetForm } from '../components/password-reset-form';
import type { findPasswordSchema } from '../components/validation';

type Values = z.infer<typeof findPasswordSchema>;

const findPasswordFields = (
  text: typeof messages.pages.findPassword,
  phoneHint: string,
): readonly TextFieldSpec<Values>[] => [
  emailField(text.email, 'email'),
  phoneField(text.phone, phoneHint, { helperText: text.phoneHint }),
];

/** /find-password: email and registered phone → a code by SMS → the code and a new password. */
export default function FindPasswordScreen() {
  const findPasswordText = useConfig(messages.pages.findPassword);
  const phoneHint = usePhoneHint();
  const fields = useMemo(
    () => findPasswordFields(findPasswordText, phoneHint),
    [findPasswordText, phoneHint],
  );

  const request = useFindPasswordMutation();
  const [sent, setSent] = useState<(FindPasswordBody & { expiresAt: number }) | null>(null);
  const { control, handleSubmit } = useForm<Values>({
    resolver: lazyGuestResolvers.findPassword,
    defaultValues: { email: '', phone: '' },
  });
  const send = (values: FindPasswordBody, again = false) =>
    request.submit(values, {
      onSuccess: (r) => {
        setSent({ ...values, expiresAt: Date.parse(r.expiresAt) });
        if (again) toast.info(findPasswordText.resent);
      },
      onError: again ? () => toast.error(findPasswordText.failed) : undefined,
    });
  const onSubmit = handleSubmit((values) => send(values));

  return (
    <AuthCard title={findPasswordText.title} lead={sent ? undefined : findPasswordText.lead}>
      {sent ? (
        <PasswordResetForm
          key={sent.expiresAt}
          email={sent.email}
          expiresAt={sent.expiresAt}
          onResend={() => send({ email: sent.email, phone: sent.phone }, true)}
          resending={request.isPending}
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
