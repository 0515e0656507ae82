import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Button } from '@/components/form/button';
import { Select } from '@/components/form/select';
import { ServerError } from '@/components/form/server-error';
import { TextArea } from '@/components/form/textarea';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import { readConfig, useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import type { StudioObjection } from '../../api/get-studio-objections';
import {
  useObjectionAnswerMutation,
  type ObjectionAnswer,
} from '../../api/post-studio-objection-answer';

const DECISIONS: readonly ObjectionAnswer['status'][] = ['REVIEWING', 'ACCEPTED', 'REJECTED'];

/** An approver's decision on one open objection: 검토중, 인용 or 기각, and the answer. */
export function ObjectionAnswerForm({ objection: o }: { objection: StudioObjection }) {
  const t = useConfig(messages.studioReview).objections;
  const answer = useObjectionAnswerMutation();
  const [status, setStatus] = useState<ObjectionAnswer['status']>(
    o.status === 'RECEIVED' ? 'REVIEWING' : 'ACCEPTED',
  );
  const [text, setText] = useState(o.answer);
  const [missing, setMissing] = useState(false);
  const save = () => {
    if (status !== 'REVIEWING' && text.trim() === '') return setMissing(true);
    answer.submit(
      { id: o.id, status, answer: text },
      {
        onSuccess: () => {
          const words = readConfig(messages.studioReview).objections;
          toast.success(fmt(words.saved, { status: words.status[status] }));
        },
      },
    );
  };
  return (
    <Stack spacing={1.5} sx={{ mt: 1.5 }}>
      <ServerError error={answer.error} fallback={t.failed} />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Select
          id={`objection-${o.id}-decision`}
          label={t.decision}
          value={status}
          placeholder={false}
          width={160}
          options={DECISIONS.map((d) => ({ value: d, label: t.status[d] }))}
          onChange={(v) => setStatus(v as ObjectionAnswer['status'])}
        />
        <TextArea
          id={`objection-${o.id}-answer`}
          label={t.answer}
          value={text}
          maxLength={2000}
          onChange={(v) => {
            setText(v);
            setMissing(false);
          }}
          error={missing}
          helperText={missing ? t.answerRequired : undefined}
          width="100%"
        />
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button onClick={save} disabled={answer.isPending}>
          {t.save}
        </Button>
      </Stack>
    </Stack>
  );
}
