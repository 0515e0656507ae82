import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Button } from '@/components/form/button';
import { NumberInput } from '@/components/form/number-input';
import { Select } from '@/components/form/select';
import { ServerError } from '@/components/form/server-error';
import { TextInput } from '@/components/form/text-input';
import { toast } from '@/components/toast/toast';
import { messages } from '@/generated/config/messages-studio';
import type { SessionFieldsConfig } from '@/generated/config/session-fields';
import { useConfig } from '@/lib/config';
import { fmt } from '@/lib/format-message';
import { studioApprovalsQueryOptions } from '../../api/get-studio-approvals';
import { useStartRolloutMutation } from '../../api/post-studio-rollout';
import { RefusedProblems } from '../../components/refused-problems';
import { fileWords } from '../../model/describe-change';
import type { StudioFiles } from '../../model/studio-section';
import { ConditionField } from '../chain/components/condition-field';
import { changedItems } from './rollout-items';

const DRAFT = 'draft';
const WHOLE = 'whole';

/**
 * Starts a rollout: what goes out (the caller's saved draft, or a review request another staff
 * member approved), to whom (a condition over the session fields, checked as it is typed by the
 * kernel's checker, and/or a share of offices) and why (a note for the history).
 */
export function RolloutForm({
  fields,
  files,
  activeFiles,
}: {
  fields: SessionFieldsConfig;
  files: StudioFiles;
  activeFiles: StudioFiles;
}) {
  const t = useConfig(messages.studioReview).rollouts;
  const approved = useQuery(studioApprovalsQueryOptions('approved'));
  const start = useStartRolloutMutation();
  const [source, setSource] = useState(DRAFT);
  // One product, menu item or popup step of the draft may go out on its own.
  const items = useMemo(() => changedItems(activeFiles, files), [activeFiles, files]);
  const [scope, setScope] = useState(WHOLE);
  const item = source === DRAFT ? items[Number(scope)] : undefined;
  const [condition, setCondition] = useState('');
  const [percent, setPercent] = useState('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<string | null>(null);

  const options = [
    { value: DRAFT, label: t.sourceDraft },
    ...(approved.data?.items ?? []).map((r) => ({
      value: String(r.id),
      label: fmt(t.sourceRequest, { id: r.id, note: r.note }),
    })),
  ];

  const onStart = () => {
    const share = percent === '' ? null : Number(percent);
    if (!condition.trim() && share === null) return setMissing(t.needTarget);
    if (!note.trim()) return setMissing(t.needNote);
    setMissing(null);
    start.submit(
      {
        note: note.trim(),
        condition: condition.trim() || null,
        percent: share,
        ...(source !== DRAFT ? { requestId: Number(source) } : {}),
        ...(item ? { item: { file: item.file, path: item.path } } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t.started);
          setCondition('');
          setPercent('');
          setNote('');
          setScope(WHOLE);
        },
      },
    );
  };

  return (
    <Stack
      spacing={2}
      component="section"
      aria-labelledby="rollout-start-title"
      sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 760 }}
    >
      <Typography id="rollout-start-title" component="h3" variant="h6">
        {t.startTitle}
      </Typography>
      <Select
        id="rollout-source"
        label={t.source}
        value={source}
        onChange={setSource}
        options={options}
        placeholder={false}
        helperText={t.sourceHelp}
      />
      {source === DRAFT && items.length > 0 && (
        <Select
          id="rollout-scope"
          label={t.scope}
          value={scope}
          onChange={setScope}
          placeholder={false}
          helperText={t.scopeHelp}
          options={[
            { value: WHOLE, label: t.scopeWhole },
            ...items.map((it, i) => ({
              value: String(i),
              label: fmt(t.scopeItem, { file: fileWords(it.file), name: it.name }),
            })),
          ]}
        />
      )}
      <ConditionField
        id="rollout-condition"
        label={t.condition}
        value={condition}
        onCommit={setCondition}
        fields={fields}
        emptyHelp={t.conditionHelp}
        emptyPlaceholder={t.conditionPlaceholder}
      />
      <NumberInput
        id="rollout-percent"
        label={t.percent}
        value={percent}
        onChange={setPercent}
        max={100}
        maxLength={3}
        unit="%"
        width={360}
        helperText={t.percentHelp}
      />
      <TextInput id="rollout-note" label={t.note} value={note} onChange={setNote} maxLength={200} />
      {missing && (
        <Typography role="alert" color="error">
          {missing}
        </Typography>
      )}
      <ServerError error={start.error} fallback={t.startFailed} />
      <RefusedProblems error={start.error} testId="rollout-problems" />
      <div>
        <Button onClick={onStart} disabled={start.isPending}>
          {t.start}
        </Button>
      </div>
    </Stack>
  );
}
