import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/api/errors';
import { Select } from '@/components/form/select';
import { messages } from '@/generated/config/messages-studio';
import { useConfig } from '@/lib/config';
import { formatDateTime } from '@/lib/format-date';
import { fmt } from '@/lib/format-message';
import { useStudioMe } from '../../api/get-studio-me';
import {
  studioObjectionsQueryOptions,
  type ObjectionStatus,
} from '../../api/get-studio-objections';
import { ObjectionAnswerForm } from './objection-answer-form';

const STATUSES: readonly ObjectionStatus[] = ['RECEIVED', 'REVIEWING', 'ACCEPTED', 'REJECTED'];

/** /studio?section=objections: brokers' objections to self-handling results (issue 27 #4). Any
 * staff account reads them; an approver moves them to 검토중 or decides them with an answer. */
export default function ObjectionsSection() {
  const t = useConfig(messages.studioReview).objections;
  const me = useStudioMe();
  const canAnswer = me.data?.roles.includes('approver') ?? false;
  const [status, setStatus] = useState<ObjectionStatus | ''>('');
  const list = useQuery(studioObjectionsQueryOptions(status));
  const rows = list.data ?? [];
  return (
    <Stack spacing={2} data-testid="studio-objections">
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t.lead}
        </Typography>
      </Box>
      {me.data && !canAnswer && <Alert severity="info">{t.readOnly}</Alert>}
      <Box sx={{ maxWidth: 200 }}>
        <Select
          id="objection-filter"
          label={t.filter}
          value={status}
          placeholder={t.all}
          options={STATUSES.map((s) => ({ value: s, label: t.status[s] }))}
          onChange={(v) => setStatus(v as ObjectionStatus | '')}
        />
      </Box>
      {list.isError && (
        <Alert severity="error" role="alert">
          {errorMessage(list.error, t.failed)}
        </Alert>
      )}
      {list.isSuccess && rows.length === 0 && (
        <Typography color="text.secondary">{t.empty}</Typography>
      )}
      {rows.map((o) => (
        <Paper
          key={o.id}
          variant="outlined"
          component="article"
          aria-label={fmt(t.itemLabel, { roomNo: o.roomsSeq })}
          sx={{ p: 2 }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography sx={{ fontWeight: 700 }}>
              {fmt(t.who, { office: o.officeName, name: o.userName, email: o.userEmail })}
            </Typography>
            <Typography sx={{ fontWeight: 700 }}>{t.status[o.status]}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {fmt(t.listing, {
              roomNo: o.roomsSeq,
              source: o.inflowType,
              result: (t.results as Record<string, string>)[o.reportStep] ?? o.reportStep,
              warning: o.warning,
              penalty: o.penalty,
            })}
            {' · '}
            {fmt(t.filedAt, { time: formatDateTime(o.createdAt) })}
          </Typography>
          <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
            <strong>{t.reason}</strong> {o.reason}
          </Typography>
          {o.photoIds.length > 0 && (
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {t.photos}: {o.photoIds.length}
            </Typography>
          )}
          {o.status === 'ACCEPTED' || o.status === 'REJECTED' ? (
            <Typography sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              <strong>{t.answer}</strong> {o.answer}
            </Typography>
          ) : (
            canAnswer && <ObjectionAnswerForm objection={o} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
