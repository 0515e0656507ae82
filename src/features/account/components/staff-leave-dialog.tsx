import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Modal } from '@/components/dialog/modal';
import { Button } from '@/components/form/button';
import { Select } from '@/components/form/select';
import { ServerError } from '@/components/form/server-error';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { StaffMember } from '../api/get-agent-staff';

export type LeaveKind = 'deactivate' | 'remove';

/**
 * Deactivating or removing a member: what it does, and who takes over the listings they
 * registered (an active account of the office), so none is lost. `onConfirm` gets that person.
 */
export function StaffLeaveDialog({
  kind,
  member,
  members,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  kind: LeaveKind;
  member: StaffMember;
  members: readonly StaffMember[];
  pending: boolean;
  error: unknown;
  onConfirm: (reassignTo: number | undefined) => void;
  onClose: () => void;
}) {
  const t = useConfig(messages.pages.account).subUser;
  const text = t.leave[kind];
  const [to, setTo] = useState('');
  const [missing, setMissing] = useState(false);
  const takers = members.filter((m) => m.id !== member.id && m.status === 'ACTIVE');
  const needsTaker = member.listingCount > 0;
  const confirm = () => {
    if (needsTaker && to === '') return setMissing(true);
    onConfirm(needsTaker ? Number(to) : undefined);
  };
  return (
    <Modal
      open
      title={fmt(text.title, { name: member.name })}
      onClose={onClose}
      width={480}
      testId="staff-leave-dialog"
      actions={
        <>
          <Button kind="outline" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button kind="danger" onClick={confirm} disabled={pending}>
            {text.submit}
          </Button>
        </>
      }
    >
      <Stack spacing={2}>
        <Typography>{text.body}</Typography>
        {needsTaker ? (
          <Select
            id="staff-reassign"
            label={t.reassignLabel}
            required
            value={to}
            onChange={(v) => {
              setTo(v);
              setMissing(false);
            }}
            options={takers.map((m) => ({ value: String(m.id), label: `${m.name} (${m.email})` }))}
            error={missing}
            helperText={
              missing
                ? t.reassignRequired
                : fmt(t.reassignHelp, { name: member.name, n: member.listingCount })
            }
          />
        ) : (
          <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t.noListings}</Typography>
        )}
        <ServerError error={error} fallback={t.changeFailed} />
      </Stack>
    </Modal>
  );
}
