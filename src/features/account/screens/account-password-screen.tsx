import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { requestBodySchemas } from '@/api/request-schemas';
import { HouseForm } from '@/components/form/house-form';
import { TextFields, type TextFieldSpec } from '@/components/form/text-fields';
import { PageTitle } from '@/components/page/page-title';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { koreanErrors } from '@/lib/korean-errors';
import { logout } from '@/session';
import { useUserPasswordMutation } from '../api/post-user-password';

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

const password = (name: keyof Values, label: string, autoComplete: string, helperText?: string) =>
  ({ name, type: 'password', label, autoComplete, helperText }) as const;
const FIELDS: readonly TextFieldSpec<Values>[] = [
  password('currentPassword', passwordText.current, 'current-password'),
  password('newPassword', passwordText.next, 'new-password', passwordText.rule),
  password('confirmPassword', passwordText.confirm, 'new-password'),
];

export default function AccountPasswordScreen() {
  const passwordText = useConfig(messages.pages.account).password;

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
          <TextFields control={control} idPrefix="pw" fields={FIELDS} />
        </HouseForm>
      </Paper>
    </Box>
  );
}
