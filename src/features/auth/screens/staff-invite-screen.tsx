import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { HouseForm } from '@/components/form/house-form';
import { TextFields, type TextFieldSpec } from '@/components/form/text-fields';
import { toast } from '@/components/toast/toast';
import { href } from '@/generated/config/href';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig } from '@/lib/config';
import { useStaffInviteAcceptMutation } from '../api/post-staff-invite-accept';
import { AuthCard } from '../components/auth-card';
import { emailField } from '../components/guest-fields';
import { lazyGuestResolvers } from '../components/lazy-guest-resolvers';
import type { staffInviteSchema } from '../components/validation';

type Values = z.input<typeof staffInviteSchema>;

const inviteFields = (
  t: typeof messages.pages.staffInvite,
  rule: string,
): readonly TextFieldSpec<Values>[] => [
  emailField(t.email, 'email'),
  {
    name: 'code',
    label: t.code,
    helperText: t.codeHint,
    required: true,
    maxLength: 6,
    showCounter: false,
    autoComplete: 'one-time-code',
  },
  {
    name: 'newPassword',
    type: 'password',
    label: t.next,
    helperText: rule,
    required: true,
    autoComplete: 'new-password',
  },
  {
    name: 'confirmPassword',
    type: 'password',
    label: t.confirm,
    required: true,
    autoComplete: 'new-password',
  },
];

/** /staff-invite: an invited staff member sets their password with the texted code (issue 27
 * #2), then signs in on /login like any account. */
export default function StaffInviteScreen() {
  const t = useConfig(messages.pages.staffInvite);
  const rule = useConfig(messages.pages.findPassword).rule;
  const fields = useMemo(() => inviteFields(t, rule), [t, rule]);
  const navigate = useNavigate();
  const accept = useStaffInviteAcceptMutation();
  const { control, handleSubmit } = useForm<Values>({
    resolver: lazyGuestResolvers.staffInvite,
    defaultValues: { email: '', code: '', newPassword: '', confirmPassword: '' },
  });
  const onSubmit = handleSubmit(({ email, code, newPassword }) =>
    accept.submit(
      { email, code, newPassword },
      {
        onSuccess: () => {
          toast.success(readConfig(messages.pages.staffInvite).done);
          void navigate(href('login'));
        },
      },
    ),
  );
  return (
    <AuthCard title={t.title} lead={t.lead}>
      <HouseForm text={t} mutation={accept} onSubmit={onSubmit} fullWidthSubmit>
        <TextFields control={control} idPrefix="invite" fields={fields} />
      </HouseForm>
    </AuthCard>
  );
}
