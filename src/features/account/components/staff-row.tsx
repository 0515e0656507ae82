import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { Button } from '@/components/form/button';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { positionLabel, positionLists, toPosition } from '@/lib/positions';
import { staffPositions } from '@domain/positions';
import type { StaffMember } from '../api/get-agent-staff';
import type { LeaveKind } from './staff-leave-dialog';

export interface StaffRowActions {
  onPosition: (m: StaffMember, position: StaffMember['position']) => void;
  onReinvite: (m: StaffMember) => void;
  onActivate: (m: StaffMember) => void;
  onLeave: (m: StaffMember, kind: LeaveKind) => void;
  busy: boolean;
}

/** One person of the office: the master's row is read-only, a member's has its controls. */
export function StaffRow({
  member: m,
  actions,
}: {
  member: StaffMember;
  actions: StaffRowActions;
}) {
  const t = useConfig(messages.pages.account).subUser;
  const label = (action: string) => fmt(t.actionOf, { name: m.name, action });
  const options = staffPositions(positionLists()).map((p) => ({
    value: String(p),
    label: positionLabel(p),
  }));
  return (
    <TableRow data-testid={`staff-row-${m.email}`}>
      <TableCell>{m.isMaster ? `${m.name} (${t.masterTag})` : m.name}</TableCell>
      <TableCell>{m.email}</TableCell>
      <TableCell>{m.phone}</TableCell>
      <TableCell sx={{ minWidth: 150 }}>
        {m.isMaster ? (
          positionLabel(m.position)
        ) : (
          <Select
            id={`staff-position-${m.id}`}
            label={fmt(t.positionOf, { name: m.name })}
            value={String(m.position)}
            placeholder={false}
            disabled={actions.busy || m.status === 'DEACTIVATED'}
            options={options}
            onChange={(v) => {
              const p = toPosition(v);
              if (p !== null) actions.onPosition(m, p);
            }}
          />
        )}
      </TableCell>
      <TableCell>{t.status[m.status]}</TableCell>
      <TableCell align="right">{fmt(t.listingCount, { n: m.listingCount })}</TableCell>
      <TableCell>
        {!m.isMaster && (
          <Stack direction="row" spacing={1}>
            {(m.status === 'INVITED' || m.status === 'NO_LOGIN') && (
              <Button
                size="sm"
                kind="outline"
                aria-label={label(t.reinvite)}
                disabled={actions.busy}
                onClick={() => actions.onReinvite(m)}
              >
                {t.reinvite}
              </Button>
            )}
            {m.status === 'DEACTIVATED' ? (
              <Button
                size="sm"
                kind="outline"
                aria-label={label(t.activate)}
                disabled={actions.busy}
                onClick={() => actions.onActivate(m)}
              >
                {t.activate}
              </Button>
            ) : (
              <Button
                size="sm"
                kind="outline"
                aria-label={label(t.deactivate)}
                disabled={actions.busy}
                onClick={() => actions.onLeave(m, 'deactivate')}
              >
                {t.deactivate}
              </Button>
            )}
            <Button
              size="sm"
              kind="danger-outline"
              aria-label={label(t.remove)}
              disabled={actions.busy}
              onClick={() => actions.onLeave(m, 'remove')}
            >
              {t.remove}
            </Button>
          </Stack>
        )}
      </TableCell>
    </TableRow>
  );
}
