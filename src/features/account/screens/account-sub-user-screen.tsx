import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Button } from '@/components/form/button';
import { PAGE_LOADING } from '@/components/page/page-loading';
import { PageTitle } from '@/components/page/page-title';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages';
import { readConfig, useConfig, useConfigVersion } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { positionLabel } from '@/lib/positions';
import { useDeleteAgentStaffMutation } from '../api/delete-agent-staff';
import { useAgentStaff, type StaffMember } from '../api/get-agent-staff';
import { usePatchAgentStaffMutation } from '../api/patch-agent-staff';
import { usePostAgentStaffInviteMutation } from '../api/post-agent-staff-invite';
import { StaffInviteDialog } from '../components/staff-invite-dialog';
import { StaffLeaveDialog, type LeaveKind } from '../components/staff-leave-dialog';
import { StaffPermissions } from '../components/staff-permissions';
import { StaffRow } from '../components/staff-row';

const subUserText = () => readConfig(messages.pages.account).subUser;

/**
 * /account/sub-user (issue 27 #2): the office's people, read from the server (their accounts,
 * not the contacts of 연락처 관리: deleting a contact leaves the person here). The master invites,
 * sets positions, deactivates or removes (their listings to a person picked), and sees what each
 * may do. The server keeps all of it to the master (x-roles) and says so to anyone else.
 */
export default function AccountSubUserScreen() {
  useConfigVersion();
  const t = useConfig(messages.pages.account).subUser;
  const commonText = useConfig(messages.pages.common);
  const sharedText = useConfig(messages.common);
  const staff = useAgentStaff();
  const change = usePatchAgentStaffMutation();
  const remove = useDeleteAgentStaffMutation();
  const reinvite = usePostAgentStaffInviteMutation();
  const [inviting, setInviting] = useState(false);
  const [leaving, setLeaving] = useState<{ member: StaffMember; kind: LeaveKind } | null>(null);
  const members = staff.data?.members ?? [];
  const failed = (e: unknown) => toast.error(errorMessage(e, subUserText().changeFailed));

  const actions = {
    busy: change.isPending || remove.isPending || reinvite.isPending,
    onPosition: (m: StaffMember, position: StaffMember['position']) =>
      change.submit(
        { id: m.id, position },
        {
          onSuccess: () =>
            toast.success(
              fmt(subUserText().positionSaved, { name: m.name, position: positionLabel(position) }),
            ),
          onError: failed,
        },
      ),
    onReinvite: (m: StaffMember) =>
      reinvite.submit(m.id, {
        onSuccess: () => toast.success(fmt(subUserText().reinvited, { name: m.name })),
        onError: failed,
      }),
    onActivate: (m: StaffMember) =>
      change.submit(
        { id: m.id, active: true },
        {
          onSuccess: () => toast.success(fmt(subUserText().activated, { name: m.name })),
          onError: failed,
        },
      ),
    onLeave: (member: StaffMember, kind: LeaveKind) => {
      change.reset();
      remove.reset();
      setLeaving({ member, kind });
    },
  };

  const confirmLeave = (reassignTo: number | undefined) => {
    if (!leaving) return;
    const { member, kind } = leaving;
    const done = () => {
      toast.success(fmt(subUserText().leave[kind].done, { name: member.name }));
      setLeaving(null);
    };
    if (kind === 'remove') remove.submit({ id: member.id, reassignTo }, { onSuccess: done });
    else change.submit({ id: member.id, active: false, reassignTo }, { onSuccess: done });
  };

  return (
    <Box sx={{ py: 6 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <PageTitle title={t.title} lead={t.lead} />
        {!staff.isError && (
          // In its place while the list loads (hidden, so neither seen nor reached): the lead
          // beside it wraps the same before and after, and the table below does not move.
          <Box
            sx={{
              flexShrink: 0,
              whiteSpace: 'nowrap',
              visibility: staff.data ? undefined : 'hidden',
            }}
          >
            <Button onClick={() => setInviting(true)}>{t.invite}</Button>
          </Box>
        )}
      </Stack>
      {staff.isError ? (
        <Alert severity="warning" role="alert">
          {errorMessage(staff.error, t.changeFailed)}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {fmt(commonText.total, { n: members.length })}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table aria-label={t.caption}>
              <TableHead>
                <TableRow>
                  {Object.values(t.columns).map((c) => (
                    <TableCell key={c}>{c}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {staff.isPending ? (
                  <TableRow>
                    <TableCell
                      {...PAGE_LOADING}
                      colSpan={7}
                      align="center"
                      sx={{ py: 6 }}
                      role="status"
                    >
                      {sharedText.loading}
                    </TableCell>
                  </TableRow>
                ) : members.length <= 1 ? (
                  <>
                    {members.map((m) => (
                      <StaffRow key={m.id} member={m} actions={actions} />
                    ))}
                    <TableRow>
                      <TableCell colSpan={7} align="center" sx={{ py: 6, color: 'text.secondary' }}>
                        {t.empty}
                      </TableCell>
                    </TableRow>
                  </>
                ) : (
                  members.map((m) => <StaffRow key={m.id} member={m} actions={actions} />)
                )}
              </TableBody>
            </Table>
          </TableContainer>
          {staff.data && <StaffPermissions members={members} masterOnly={staff.data.masterOnly} />}
        </>
      )}
      <StaffInviteDialog open={inviting} onClose={() => setInviting(false)} />
      {leaving && (
        <StaffLeaveDialog
          kind={leaving.kind}
          member={leaving.member}
          members={members}
          pending={change.isPending || remove.isPending}
          error={leaving.kind === 'remove' ? remove.error : change.error}
          onConfirm={confirmLeave}
          onClose={() => setLeaving(null)}
        />
      )}
    </Box>
  );
}
