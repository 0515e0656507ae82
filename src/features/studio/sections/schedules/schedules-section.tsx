import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/form/button';
import { ServerError } from '@/components/form/server-error';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { useStudioMe } from '../../api/get-studio-me';
import {
  SCHEDULES_PAGE_SIZE,
  studioSchedulesQueryOptions,
  type StudioSchedule,
} from '../../api/get-studio-schedules';
import { useScheduleCancelMutation } from '../../api/post-studio-schedule-cancel';
import { QueryListStates } from '../../components/query-list-states';

const STATE_COLORS: Readonly<Record<StudioSchedule['state'], { bgcolor: string; color: string }>> =
  {
    scheduled: { bgcolor: 'scale.blue.100', color: 'scale.blue.900' },
    published: { bgcolor: 'scale.green.100', color: 'scale.green.900' },
    cancelled: { bgcolor: 'scale.gray.100', color: 'scale.gray.900' },
    failed: { bgcolor: 'scale.red.50', color: 'scale.red.900' },
  };

/**
 * The schedule queue: what goes live next first (its time in Korea, its request, who scheduled
 * it), then what went live, was cancelled or could not go live and why. A publisher cancels a
 * schedule that has not gone live. The list follows what goes live while it is open.
 */
export default function SchedulesSection() {
  const review = useConfig(messages.studioReview);
  const text = review.queue;

  const [, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  // Refetched every few seconds: a schedule goes live without anyone here doing anything.
  const queue = useQuery({ ...studioSchedulesQueryOptions(page), refetchInterval: 5_000 });
  const me = useStudioMe();
  const cancel = useScheduleCancelMutation();
  const canCancel = me.data?.roles.includes('publisher') ?? false;

  const onCancel = (s: StudioSchedule) => {
    const at = formatDateTime(s.at);
    if (!window.confirm(fmt(text.cancelConfirm, { at }))) return;
    cancel.submit(s.id, { onSuccess: () => toast.success(text.cancelled) });
  };

  return (
    <Stack spacing={1.5} sx={{ py: 3 }} component="section" aria-labelledby="studio-queue-title">
      <Typography id="studio-queue-title" component="h2" variant="h5">
        {text.title}
      </Typography>
      <Typography color="text.secondary">{text.lead}</Typography>
      <ServerError error={cancel.error} fallback={text.cancelFailed} />
      <QueryListStates
        query={queue}
        loadFailed={text.loadFailed}
        empty={text.empty}
        pager={{ page, limit: SCHEDULES_PAGE_SIZE, onChange: setPage }}
      >
        {(data) => (
          <Table size="small" aria-label={text.title} data-testid="schedule-queue">
            <TableHead>
              <TableRow>
                <TableCell>{text.at}</TableCell>
                <TableCell>{text.request}</TableCell>
                <TableCell>{text.scheduledBy}</TableCell>
                <TableCell>{text.state}</TableCell>
                <TableCell>{text.result}</TableCell>
                <TableCell align="right" />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((s) => (
                <TableRow key={s.id} data-schedule={s.id} data-state={s.state}>
                  <TableCell>{formatDateTime(s.at)}</TableCell>
                  <TableCell>
                    <Button
                      size="sm"
                      kind="link"
                      onClick={() =>
                        setParams({ section: 'approvals', request: String(s.requestId) })
                      }
                    >
                      {fmt(text.requestLink, { id: s.requestId, note: s.note })}
                    </Button>
                  </TableCell>
                  <TableCell>{s.scheduledBy}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={text.states[s.state]}
                      sx={{ ...STATE_COLORS[s.state], fontWeight: 700 }}
                    />
                  </TableCell>
                  <TableCell>
                    {s.version !== null
                      ? fmt(text.version, { version: s.version })
                      : s.cancelledBy
                        ? fmt(text.cancelledBy, { who: s.cancelledBy })
                        : s.failure}
                  </TableCell>
                  <TableCell align="right">
                    {canCancel && s.state === 'scheduled' && (
                      <Button
                        size="sm"
                        kind="danger-outline"
                        disabled={cancel.isPending}
                        aria-label={fmt(text.cancelLabel, { at: formatDateTime(s.at) })}
                        onClick={() => onCancel(s)}
                      >
                        {text.cancel}
                      </Button>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </QueryListStates>
    </Stack>
  );
}
