import { zodResolver } from '@hookform/resolvers/zod';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { Modal } from '@/components/dialog/modal';
import { HouseForm } from '@/components/form/house-form';
import { SelectElement } from '@/components/form/select-element';
import { TextFields } from '@/components/form/text-fields';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { positionLabel, positionLists } from '@/lib/positions';
import { staffPositions } from '@domain/positions';
import { usePostAgentStaffMutation } from '../api/post-agent-staff';
import {
  staffInviteErrors,
  staffInviteSchema,
  toInviteBody,
  type StaffInviteValues,
} from './staff-invite-schema';

/** The master invites a staff member: name, email, phone and position (any but the master's). */
export function StaffInviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useConfig(messages.pages.account).subUser;
  const phoneHint = useConfig(messages.pages.findPassword).phoneHint;
  const invite = usePostAgentStaffMutation();
  const { control, handleSubmit, reset } = useForm<StaffInviteValues>({
    resolver: zodResolver(staffInviteSchema, { error: staffInviteErrors }),
    defaultValues: { name: '', email: '', phone: '', position: '' },
  });
  const onSubmit = handleSubmit((values) =>
    invite.submit(toInviteBody(values), {
      onSuccess: () => {
        toast.success(
          fmt(readConfig(messages.pages.account).subUser.invited, { name: values.name }),
        );
        reset();
        onClose();
      },
    }),
  );
  const options = staffPositions(positionLists()).map((p) => ({
    value: String(p),
    label: positionLabel(p),
  }));
  return (
    <Modal
      open={open}
      title={t.inviteTitle}
      onClose={onClose}
      width={480}
      testId="staff-invite-dialog"
    >
      <Stack spacing={2}>
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t.inviteLead}</Typography>
        <HouseForm
          text={{ title: t.inviteTitle, failed: t.inviteFailed, submit: t.inviteSubmit }}
          mutation={invite}
          onSubmit={onSubmit}
          fullWidthSubmit
        >
          <TextFields
            control={control}
            idPrefix="staff-invite"
            fields={[
              { name: 'name', label: t.inviteFields.name, required: true, maxLength: 30 },
              { name: 'email', type: 'email', label: t.inviteFields.email, required: true },
              {
                name: 'phone',
                type: 'tel',
                label: t.inviteFields.phone,
                required: true,
                placeholder: phoneHint,
              },
            ]}
          />
          <SelectElement
            id="staff-invite-position"
            name="position"
            control={control}
            label={t.inviteFields.position}
            required
            options={options}
          />
        </HouseForm>
      </Stack>
    </Modal>
  );
}
