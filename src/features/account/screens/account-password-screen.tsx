import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { requestBodySchemas } from '@/api/request-schemas';
import { HouseForm } from '@/components/form/house-form';
import { TextFields, type TextFieldSpec } from '@/components/form/text-fields';
import { PageTitle } from '@/components/page/page-title';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig } from '@/lib/config';
import { koreanErrors } from '@/lib/korean-errors';
import { logout } from '@/session';
import { useUserPasswordMutation } from '../api/post-user-password';

// The server's rules (spec/openapi.yaml) plus what only the form knows: letters and digits,
// the confirmation field, and that the new password differs from the current one. The texts
// are read when a value fails, from the config version active then.
const passwordTexts = () => readConfig(messages.pages.account).password;
const body = requestBodySchemas.postUserPassword;
const schema = body
  .extend({
    newPassword: body.shape.newPassword
      .regex(/[A-Za-z]/, { error: () => passwordTexts().nextPattern })
      .regex(/[0-9]/, { error: () => passwordTexts().nextPattern }),
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    error: () => passwordTexts().mismatch,
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    error: () => passwordTexts().sameAsCurrent,
  });
const passwordErrors = koreanErrors(() => {
  const passwordText = passwordTexts();
  return {
    currentPassword: { required: passwordText.currentRequired },
    newPassword: { required: passwordText.nextMin, tooShort: passwordText.nextMin },
  };
});
type Values = z.infer<typeof schema>;

const password = (name: keyof Values, label: string, autoComplete: string, helperText?: string) =>
  ({ name, type: 'password', label, autoComplete, helperText }) as const;
const passwordFields = (
  text: typeof messages.pages.account.password,
): readonly TextFieldSpec<Values>[] => [
  password('currentPassword', text.current, 'current-password'),
  password('newPassword', text.next, 'new-password', text.rule),
  password('confirmPassword', text.confirm, 'new-password'),
];

export default function AccountPasswordScreen() {
  const passwordText = useConfig(messages.pages.account).password;
  const fields = useMemo(() => passwordFields(passwordText), [passwordText]);

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
        <HouseForm text={passwordText} mutation={change} onSubmit={onSubmit}>
          <TextFields control={control} idPrefix="pw" fields={fields} />
        </HouseForm>
      </Paper>
    </Box>
  );
}
