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
import { Button } from '@/components/form/button';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import {
  APPROVALS_PAGE_SIZE,
  studioApprovalsQueryOptions,
  type ApprovalState,
} from '../../api/get-studio-approvals';
import { ApprovalStateChip } from '../../components/approval-state-chip';
import { QueryListStates } from '../../components/query-list-states';

const STATES: readonly ApprovalState[] = [
  'pending',
  'returned',
  'approved',
  'published',
  'withdrawn',
];

/** The review requests, those waiting for review first; a state narrows the list. */
export function ApprovalList({ onOpen }: { onOpen: (id: number) => void }) {
  const review = useConfig(messages.studioReview);
  const text = review.list;

  const [state, setState] = useState<ApprovalState | ''>('');
  const [page, setPage] = useState(1);
  const list = useQuery(studioApprovalsQueryOptions(state || undefined, page));
  return (
    <Stack spacing={1.5} component="section" aria-labelledby="studio-approvals-title">
      <Typography id="studio-approvals-title" component="h2" variant="h5">
        {text.title}
      </Typography>
      <Typography color="text.secondary">{text.lead}</Typography>
      <Select
        id="studio-approvals-state"
        label={text.filter}
        value={state}
        onChange={(v) => {
          setState(v as ApprovalState | '');
          setPage(1);
        }}
        placeholder={text.all}
        options={STATES.map((s) => ({ value: s, label: review.states[s] }))}
        width={200}
      />
      <QueryListStates
        query={list}
        loadFailed={text.loadFailed}
        empty={text.empty}
        pager={{ page, limit: APPROVALS_PAGE_SIZE, onChange: setPage }}
      >
        {(data) => (
          <Table size="small" aria-label={text.title} data-testid="approval-list">
            <TableHead>
              <TableRow>
                <TableCell>{text.id}</TableCell>
                <TableCell>{text.note}</TableCell>
                <TableCell>{text.author}</TableCell>
                <TableCell>{text.state}</TableCell>
                <TableCell>{text.reviewer}</TableCell>
                <TableCell>{text.updatedAt}</TableCell>
                <TableCell align="right">{text.open}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.items.map((r) => (
                <TableRow key={r.id} data-request={r.id}>
                  <TableCell>{`#${r.id}`}</TableCell>
                  <TableCell>
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                      <span>{r.note}</span>
                      {r.needsReview && (
                        <Chip size="small" variant="outlined" label={text.needsReview} />
                      )}
                    </Stack>
                    {r.schedule && (
                      <Typography variant="body2" color="text.secondary">
                        {fmt(text.scheduled, { at: formatDateTime(r.schedule.at) })}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{r.author}</TableCell>
                  <TableCell>
                    <ApprovalStateChip state={r.state} />
                  </TableCell>
                  <TableCell>{r.reviewer ?? ''}</TableCell>
                  <TableCell>{formatDateTime(r.updatedAt)}</TableCell>
                  <TableCell align="right">
                    <Button
                      size="sm"
                      kind="outline"
                      aria-label={fmt(text.openLabel, { id: r.id })}
                      onClick={() => onOpen(r.id)}
                    >
                      {text.open}
                    </Button>
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
