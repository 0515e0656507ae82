import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Button } from '@/components/form/button';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { StudioRollout } from '../../api/get-studio-rollouts';
import { rolloutTarget } from './rollout-target';

const STATE_COLORS: Readonly<Record<StudioRollout['state'], { bgcolor: string; color: string }>> = {
  active: { bgcolor: 'scale.blue.100', color: 'scale.blue.900' },
  promoted: { bgcolor: 'scale.green.100', color: 'scale.green.900' },
  'rolled-back': { bgcolor: 'scale.gray.100', color: 'scale.gray.900' },
};

/** The rollouts, the live one first; a publisher promotes or rolls back the live one. */
export function RolloutTable({
  items,
  canAct,
  busy,
  onPromote,
  onRollBack,
}: {
  items: readonly StudioRollout[];
  canAct: boolean;
  busy: boolean;
  onPromote: (r: StudioRollout) => void;
  onRollBack: (r: StudioRollout) => void;
}) {
  const t = useConfig(messages.studioReview).rollouts;
  return (
    <Table size="small" aria-label={t.listTitle} data-testid="rollout-list">
      <TableHead>
        <TableRow>
          <TableCell>{t.id}</TableCell>
          <TableCell>{t.note}</TableCell>
          <TableCell>{t.target}</TableCell>
          <TableCell>{t.state}</TableCell>
          <TableCell>{t.author}</TableCell>
          <TableCell>{t.result}</TableCell>
          <TableCell align="right" />
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((r) => (
          <TableRow key={r.id} data-rollout={r.id} data-state={r.state}>
            <TableCell>{r.id}</TableCell>
            <TableCell>{r.note}</TableCell>
            <TableCell sx={{ fontFamily: r.condition ? 'monospace' : undefined }}>
              {rolloutTarget(t, r)}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                label={t.states[r.state]}
                sx={{ ...STATE_COLORS[r.state], fontWeight: 700 }}
              />
            </TableCell>
            <TableCell>{r.author}</TableCell>
            <TableCell>
              {r.version !== null
                ? fmt(t.promotedAs, { version: r.version, who: r.endedBy ?? '' })
                : r.endedBy
                  ? fmt(t.rolledBackBy, { who: r.endedBy })
                  : ''}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {canAct && r.state === 'active' && (
                <>
                  <Button
                    size="sm"
                    disabled={busy}
                    aria-label={fmt(t.promoteLabel, { id: r.id })}
                    onClick={() => onPromote(r)}
                  >
                    {t.promote}
                  </Button>{' '}
                  <Button
                    size="sm"
                    kind="danger-outline"
                    disabled={busy}
                    aria-label={fmt(t.rollBackLabel, { id: r.id })}
                    onClick={() => onRollBack(r)}
                  >
                    {t.rollBack}
                  </Button>
                </>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
